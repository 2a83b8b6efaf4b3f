/**
 * The document shown in the sandboxed iframe: sanitised e-mail HTML (sanitize-email.ts) with a content
 * security policy that loads nothing remote unless images were allowed, and the spec's table look
 * (spec 001 §5: tables get borders and padding).
 */
export function emailDocument(sanitizedHtml: string, { showImages = false } = {}): string {
  const imageSources = showImages ? 'data: cid: https: http:' : 'data: cid:';
  const policy = `default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src ${imageSources}`;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<style>',
    'body{margin:12px;font-family:system-ui,sans-serif;font-size:14px;line-height:1.45;color:#18181b;background:#fff;overflow-wrap:anywhere}',
    'table{border-collapse:collapse;max-width:100%}',
    'th,td{border:1px solid #d4d4d8;padding:4px 8px}',
    'img{max-width:100%;height:auto}',
    '</style></head><body>',
    sanitizedHtml,
    '</body></html>',
  ].join('');
}
