import PostalMime, { type Email } from 'postal-mime';
import { limits } from './limits.ts';

/**
 * Parses raw MIME with postal-mime. Attached and inline message/rfc822 parts stay attachments (postal-mime
 * would otherwise merge a forwarded message's body into the outer one), so forwards can be unwrapped layer
 * by layer. Rejects on input postal-mime refuses (e.g. nesting past the limit).
 */
export function readMime(raw: Uint8Array | ArrayBuffer): Promise<Email> {
  return PostalMime.parse(raw, {
    forceRfc822Attachments: true,
    attachmentEncoding: 'arraybuffer',
    maxNestingDepth: limits.maxMimeNesting,
  });
}
