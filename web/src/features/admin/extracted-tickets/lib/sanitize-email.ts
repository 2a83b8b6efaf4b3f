import DOMPurify from 'dompurify';

export interface SanitizedEmail {
  /** Safe HTML: no scripts, no event-handler attributes, the body turned into a div. */
  html: string;
  /** Remote images held back (their address kept in data-src) until the admin asks for them. */
  blockedImages: number;
}

const remoteUrl = /^\s*(?:https?:)?\/\//i;
const remoteCssUrl = /url\(\s*['"]?\s*(?:https?:)?\/\/[^)]*\)/gi;
// Never shown, whatever DOMPurify's defaults are (the iframe's sandbox would stop them anyway).
const forbiddenTags = ['script', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button'];
const extraForbiddenTags = ['textarea', 'select', 'base', 'meta', 'link'];

/** Moves remote image sources aside (img src/srcset, background attributes, CSS url()). Returns how many. */
function holdBackRemoteImages(node: Element): number {
  let held = 0;
  const move = (from: string) => {
    const value = node.getAttribute(from);
    if (value === null || !remoteUrl.test(value)) return;
    node.setAttribute(`data-${from}`, value);
    node.removeAttribute(from);
    held += 1;
  };
  if (node.tagName === 'IMG') {
    move('src');
    const srcset = node.getAttribute('srcset');
    if (srcset !== null) {
      node.setAttribute('data-srcset', srcset);
      node.removeAttribute('srcset');
    }
  }
  move('background');
  const style = node.getAttribute('style');
  if (style?.match(remoteCssUrl)) {
    node.setAttribute('style', style.replace(remoteCssUrl, 'none'));
    held += 1;
  }
  return held;
}

/** The e-mail's body as a div (keeping the body's attributes and the head's style sheets). */
function bodyAsDiv(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const wrapper = doc.createElement('div');
  for (const attribute of Array.from(doc.body.attributes)) {
    wrapper.setAttribute(attribute.name, attribute.value);
  }
  wrapper.append(...Array.from(doc.head.querySelectorAll('style')), ...Array.from(doc.body.childNodes));
  return wrapper.outerHTML;
}

/**
 * A second pass over DOMPurify's output: holds back remote images unless `showImages`, and drops anything
 * executable that should not be there (defence in depth: the output is also shown only in a sandbox).
 */
function finish(clean: string, showImages: boolean): SanitizedEmail {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><body>${clean}</body></html>`,
    'text/html',
  );
  let blockedImages = 0;
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    if (forbiddenTags.includes(element.tagName.toLowerCase())) {
      element.remove();
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name) || /^\s*(?:javascript|vbscript):/i.test(value)) element.removeAttribute(name);
    }
    if (!showImages) blockedImages += holdBackRemoteImages(element);
  }
  return { html: doc.body.innerHTML, blockedImages };
}

/**
 * Sanitises an e-mail's HTML for display (spec 001 §5, DESIGN §6.10) with DOMPurify: script blocks and
 * inline event handlers go, the body becomes a div, and remote images are held back unless `showImages`.
 * The result is still shown only inside a sandboxed iframe (see email-document.ts).
 */
export function sanitizeEmailHtml(html: string, { showImages = false } = {}): SanitizedEmail {
  const purify = DOMPurify(window);
  if (!purify.isSupported) return { html: '', blockedImages: 0 };
  const clean = purify.sanitize(bodyAsDiv(html), {
    FORBID_TAGS: [...forbiddenTags, ...extraForbiddenTags],
  });
  return finish(clean, showImages);
}

/** The text a reader sees in sanitised HTML (for Copy text when the e-mail has no plain-text body). */
export function textOfHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('style').forEach((style) => style.remove());
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
