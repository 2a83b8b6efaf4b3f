import PostalMime, { type Email } from 'postal-mime';
import { limits } from './limits.ts';
import { fromC1 } from './windows-1252.ts';

// A body declared ISO-8859-1 or windows-1252 but written in UTF-8 reads as 'NÃ­ Bhriain', 'â€“': each
// character is one byte as written. Where those bytes are UTF-8 with characters of more than one byte,
// they are read as UTF-8 ('Ní Bhriain', '–'); real Latin-1 text is almost never valid UTF-8 as well.
const utf8Pair = /[\u00c2-\u00f4][\u0080-\u00bf]/;
const beyondByte = /[\u0100-\uffff]/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function asWrittenInUtf8(text: string): string {
  if (!utf8Pair.test(text) || beyondByte.test(text)) return text;
  try {
    return strictUtf8.decode(Uint8Array.from(text, (char) => char.charCodeAt(0)));
  } catch {
    return text;
  }
}

/**
 * Parses raw MIME with postal-mime. Attached and inline message/rfc822 parts stay attachments (postal-mime
 * would otherwise merge a forwarded message's body into the outer one), so forwards can be unwrapped layer
 * by layer. Rejects on input postal-mime refuses (e.g. nesting past the limit).
 */
export async function readMime(raw: Uint8Array | ArrayBuffer): Promise<Email> {
  const email = await PostalMime.parse(raw, {
    forceRfc822Attachments: true,
    attachmentEncoding: 'arraybuffer',
    maxNestingDepth: limits.maxMimeNesting,
  });
  // Everything read from the message (a seller's note included) has windows-1252's dashes and quotes.
  if (email.text) email.text = fromC1(asWrittenInUtf8(email.text));
  if (email.html) email.html = fromC1(asWrittenInUtf8(email.html));
  if (email.subject) email.subject = fromC1(email.subject);
  for (const header of email.headers) header.value = fromC1(header.value);
  for (const address of [email.from, email.sender, ...(email.to ?? [])])
    if (address?.name) address.name = fromC1(address.name);
  return email;
}
