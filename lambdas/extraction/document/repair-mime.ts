import type { Email } from 'postal-mime';
import { capTextParts } from './cap-text-parts.ts';
import { readMime } from './read-mime.ts';
import { describeError, type Warnings } from './warnings.ts';

/**
 * Parses the outer message and repairs two breakages seen in real mail that postal-mime cannot see past:
 * a multipart whose declared boundary is missing or not the one the body uses (no part is found at all),
 * and 8-bit text declared UTF-8 that is really Windows-1252 (umlauts come back as U+FFFD).
 */
export async function readOuterMessage(whole: Uint8Array, warnings: Warnings): Promise<Email | undefined> {
  const { raw, cutParts } = capTextParts(whole);
  if (cutParts > 0) warnings.add(`mime: cut ${cutParts} text part(s) longer than the engine reads`);
  const email = await readMime(raw).catch((error: unknown) => {
    warnings.add(`mime: unreadable (${describeError(error)})`);
    return undefined;
  });
  if (!email) return undefined;
  if (isEmpty(email)) {
    const repaired = withBodyBoundary(raw);
    const again = repaired && (await readMime(repaired).catch(() => undefined));
    if (again && !isEmpty(again)) {
      warnings.add('mime: multipart boundary missing or wrong; used the one the body uses');
      return again;
    }
  }
  if (hasReplacementCharacters(email) && isLatinNotUtf8(raw)) {
    const recoded = await readMime(declaredAsWindows1252(raw)).catch(() => undefined);
    if (recoded && !hasReplacementCharacters(recoded)) {
      warnings.add('charset: declared UTF-8 but the bytes are not; read as Windows-1252');
      return recoded;
    }
  }
  return email;
}

function isEmpty(email: Email): boolean {
  return !email.text?.trim() && !email.html?.trim() && email.attachments.length === 0;
}

function hasReplacementCharacters(email: Email): boolean {
  return (email.text ?? '').includes('\uFFFD') || (email.html ?? '').includes('\uFFFD');
}

const latin1 = (bytes: Uint8Array): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** The message with its top-level multipart boundary set to the first one its body uses, if that differs. */
function withBodyBoundary(raw: Uint8Array): Uint8Array | undefined {
  const text = latin1(raw);
  const split = /\r?\n\r?\n/.exec(text);
  if (!split) return undefined;
  const head = text.slice(0, split.index);
  const type = /^content-type:\s*multipart\/([\w-]+)[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*/im.exec(head);
  const used = /^--(\S{1,70}?)(?:--)?\r?$/m.exec(text.slice(split.index));
  if (!type || !used?.[1]) return undefined;
  const fixed = head.replace(type[0], `Content-Type: multipart/${type[1]}; boundary="${used[1]}"`);
  return fixed === head ? undefined : new Uint8Array(Buffer.from(fixed + text.slice(split.index), 'latin1'));
}

/** True when bytes above ASCII occur but never as a valid UTF-8 sequence: 8-bit Latin text. */
function isLatinNotUtf8(raw: Uint8Array): boolean {
  let high = 0;
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index] as number;
    if (byte < 0x80) continue;
    const length =
      byte >= 0xc2 && byte <= 0xdf
        ? 2
        : byte >= 0xe0 && byte <= 0xef
          ? 3
          : byte >= 0xf0 && byte <= 0xf4
            ? 4
            : 0;
    let valid = length > 0;
    for (let next = 1; valid && next < length; next += 1) valid = ((raw[index + next] ?? 0) & 0xc0) === 0x80;
    if (valid) return false;
    high += 1;
  }
  return high > 0;
}

function declaredAsWindows1252(raw: Uint8Array): Uint8Array {
  const text = latin1(raw).replace(/charset\s*=\s*"?utf-?8"?/gi, 'charset=windows-1252');
  return new Uint8Array(Buffer.from(text, 'latin1'));
}
