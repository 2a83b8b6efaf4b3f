/**
 * The layout every outgoing e-mail shares: blocks of text with `{{variable}}` placeholders, rendered
 * to HTML (values escaped, inline styles only, as mail clients need) and to plain text.
 */

type Link<V extends string> = { path: string } | { variable: V };

export type MessageBlock<V extends string> =
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'highlight'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'details'; rows: readonly (readonly [label: string, variable: V])[] }
  | { kind: 'button'; label: string; link: Link<V> };

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Replaces `{{name}}` with its value; a placeholder without a value is left visible, never silently dropped. */
export function interpolate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** Only absolute http(s) URLs become links; anything else would be a script or a relative path in a mail client. */
function safeUrl(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function resolveLink<V extends string>(link: Link<V>, values: Record<string, string>, webUrl: string) {
  if ('path' in link) return safeUrl(`${webUrl.replace(/\/+$/, '')}${link.path}`);
  return safeUrl(values[link.variable] ?? '');
}

const styles = {
  body: 'margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;',
  brand: 'font-size:20px;font-weight:bold;color:#4f46e5;margin:0 0 24px;',
  paragraph: 'font-size:15px;line-height:1.5;margin:0 0 16px;',
  note: 'font-size:13px;line-height:1.5;color:#6b7280;margin:16px 0 0;',
  highlight:
    'font-size:17px;font-weight:bold;font-family:Consolas,monospace;background:#eef2ff;padding:12px;border-radius:6px;margin:0 0 16px;',
  banner:
    'font-size:13px;background:#fef3c7;color:#92400e;padding:10px 12px;border-radius:6px;margin:0 0 20px;',
  table: 'border-collapse:collapse;width:100%;margin:0 0 16px;font-size:14px;',
  label: 'padding:6px 8px;border-bottom:1px solid #e5e7eb;color:#6b7280;width:40%;',
  value: 'padding:6px 8px;border-bottom:1px solid #e5e7eb;font-weight:bold;',
  button:
    'display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;',
  fallback: 'font-size:12px;color:#6b7280;word-break:break-all;margin:8px 0 16px;',
} as const;

function blockToHtml<V extends string>(
  block: MessageBlock<V>,
  values: Record<string, string>,
  webUrl: string,
): string {
  const text = (template: string) => escapeHtml(interpolate(template, values));
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${styles.paragraph}">${text(block.text)}</p>`;
    case 'note':
      return `<p style="${styles.note}">${text(block.text)}</p>`;
    case 'highlight':
      return `<p style="${styles.highlight}">${text(block.text)}</p>`;
    case 'list':
      return `<ul style="${styles.paragraph}">${block.items.map((item) => `<li>${text(item)}</li>`).join('')}</ul>`;
    case 'details':
      return `<table role="presentation" style="${styles.table}">${block.rows
        .map(
          ([label, variable]) =>
            `<tr><td style="${styles.label}">${escapeHtml(label)}</td><td style="${styles.value}">${escapeHtml(values[variable] ?? '')}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button': {
      const href = resolveLink(block.link, values, webUrl);
      if (!href) return '';
      const url = escapeHtml(href);
      return (
        `<p style="margin:8px 0 0;"><a href="${url}" style="${styles.button}">${escapeHtml(block.label)}</a></p>` +
        `<p style="${styles.fallback}">Or open this link: ${url}</p>`
      );
    }
  }
}

function blockToText<V extends string>(
  block: MessageBlock<V>,
  values: Record<string, string>,
  webUrl: string,
): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
    case 'highlight':
      return interpolate(block.text, values);
    case 'list':
      return block.items.map((item) => `- ${interpolate(item, values)}`).join('\n');
    case 'details':
      return block.rows.map(([label, variable]) => `${label}: ${values[variable] ?? ''}`).join('\n');
    case 'button': {
      const href = resolveLink(block.link, values, webUrl);
      return href ? `${block.label}: ${href}` : '';
    }
  }
}

/** Renders blocks into a complete message; `banner` (e.g. "this is a test") leads both parts. */
export function renderMessage<V extends string>(input: {
  subject: string;
  blocks: readonly MessageBlock<V>[];
  values: Record<V, string>;
  webUrl: string;
  banner?: string;
}): RenderedMessage {
  const values = input.values as Record<string, string>;
  // Subjects are one line: a value with a line break must not start a new header.
  const subject = interpolate(input.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const htmlBlocks = input.blocks.map((block) => blockToHtml(block, values, input.webUrl)).filter(Boolean);
  const textBlocks = input.blocks.map((block) => blockToText(block, values, input.webUrl)).filter(Boolean);
  const banner = input.banner ? `<p style="${styles.banner}">${escapeHtml(input.banner)}</p>` : '';
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="${styles.body}"><div style="${styles.card}"><p style="${styles.brand}">Ticket Relay</p>` +
    `${banner}${htmlBlocks.join('')}</div></body></html>`;
  const text = [...(input.banner ? [input.banner] : []), ...textBlocks, '-- \nTicket Relay'].join('\n\n');
  return { subject, html, text };
}
