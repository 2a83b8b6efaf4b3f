/**
 * JSON.parse that forgives what e-mail templates and forwarding do to JSON-LD: HTML comment or CDATA
 * wrappers, HTML-escaped quotes, comments, trailing commas, single-quoted strings, raw line breaks in
 * strings and several objects in a row. Returns undefined when even the repaired text does not parse.
 */
export function parseLenientJson(text: string): unknown {
  const trimmed = unwrap(text);
  if (trimmed === '') return undefined;
  const direct = tryParse(trimmed);
  if (direct !== undefined) return direct;
  const repaired = repair(
    /&(?:quot|#34|#x22|amp|lt|gt|#39|apos|nbsp);/i.test(trimmed) ? decodeEntities(trimmed) : trimmed,
  );
  return tryParse(repaired) ?? tryParse(`[${repaired.replace(/}\s*{/g, '},{')}]`);
}

function unwrap(text: string): string {
  let result = text.trim();
  if (result.charCodeAt(0) === 0xfeff) result = result.slice(1).trim();
  // Wrappers only ever start with '<' or '/' and end with '>': most scripts skip both replaces.
  if (result.startsWith('<') || result.startsWith('/')) {
    result = result.replace(/^(?:<!--|<!\[CDATA\[|\/\/\s*<!\[CDATA\[)\s*/, '');
  }
  if (result.endsWith('>')) result = result.replace(/(?:-->|\]\]>|\/\/\s*\]\]>)$/, '').trimEnd();
  return result;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

const controlEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function repair(text: string): string {
  const out: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' || char === "'") {
      index = copyString(text, index, out);
    } else if (char === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
    } else if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 2;
    } else if (
      char === ',' &&
      /^\s*[}\]]/.test(text.slice(index + 1, index + 200).replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''))
    ) {
      index += 1;
    } else {
      out.push(char);
      index += 1;
    }
  }
  return out.join('');
}

/** Copies the string starting at text[start] as a double-quoted JSON string; returns the index after it. */
function copyString(text: string, start: number, out: string[]): number {
  const quote = text[start];
  out.push('"');
  let index = start + 1;
  while (index < text.length && text[index] !== quote) {
    const char = text[index] as string;
    if (char === '\\' && index + 1 < text.length) {
      const next = text[index + 1] as string;
      out.push(next === "'" ? "'" : char + next);
      index += 2;
      continue;
    }
    if (char === '"') out.push('\\"');
    else if (char < ' ') out.push(controlEscapes[char] ?? '');
    else out.push(char);
    index += 1;
  }
  out.push('"');
  return index + 1;
}
