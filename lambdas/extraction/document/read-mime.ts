import PostalMime, { type Email } from 'postal-mime';
import { limits } from './limits.ts';
import { fromC1 } from './windows-1252.ts';

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
  if (email.text) email.text = fromC1(email.text);
  if (email.html) email.html = fromC1(email.html);
  if (email.subject) email.subject = fromC1(email.subject);
  for (const header of email.headers) header.value = fromC1(header.value);
  for (const address of [email.from, email.sender, ...(email.to ?? [])])
    if (address?.name) address.name = fromC1(address.name);
  return email;
}
