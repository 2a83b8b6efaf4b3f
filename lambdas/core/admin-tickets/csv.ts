/**
 * RFC 4180 CSV: fields with a comma, quote, CR or LF are quoted and quotes doubled; lines end CRLF.
 * A field starting with = + - @ (or a tab / CR) is prefixed with an apostrophe, so a spreadsheet does
 * not run text from an e-mail as a formula (CSV injection).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
