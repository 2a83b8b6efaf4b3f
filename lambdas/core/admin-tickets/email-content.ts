import type { Email as MimeMessage } from 'postal-mime';
import { readOuterMessage } from '../../extraction/document/repair-mime.ts';
import { unwrapForwards } from '../../extraction/document/unwrap-forwards.ts';
import { Warnings } from '../../extraction/document/warnings.ts';
import { getConfig } from '../config/env.ts';
import type { Email } from '../db/entities/email.ts';
import { logger } from '../logger.ts';
import { readRawEmail } from '../mail/raw-email-store.ts';

export interface EmailContent {
  /** The plain-text body ('' when the e-mail has none and no HTML text either). */
  rawContent: string;
  /** The HTML body as received, not sanitised (the SPA sanitises it, DESIGN §6.10); null when none. */
  html: string | null;
}

const noContent: EmailContent = { rawContent: '', html: null };

export const FORWARD_SEPARATOR = '\n\n---------- Forwarded message ----------\n\n';

const textOf = (message: MimeMessage, lines: readonly string[]): string =>
  message.text?.trim() ? message.text.trim() : lines.join('\n').trim();

/**
 * The bodies of a raw MIME message, read with the extraction's own reader (postal-mime with its repairs,
 * forwards unwrapped as the engine does). rawContent: the text of every layer, outer first (the seller's
 * note, then the vendor's message), each from its text part or else from its HTML as the engine renders
 * it. html: the innermost message that has an HTML body (the vendor's e-mail).
 */
export async function contentOfMime(raw: Uint8Array): Promise<EmailContent> {
  const warnings = new Warnings();
  const outer = await readOuterMessage(raw, warnings);
  if (!outer) return noContent;
  const { layers } = await unwrapForwards(outer, warnings);
  const rawContent = layers
    .map((layer) => textOf(layer.email, layer.rendered.lines))
    .filter(Boolean)
    .join(FORWARD_SEPARATOR);
  const html = [...layers].reverse().find((layer) => layer.email.html?.trim())?.email.html ?? null;
  return { rawContent, html };
}

/** The bodies of a stored e-mail, read from its raw object in S3; empty when it is not stored or unreadable. */
export async function readEmailContent(email: Pick<Email, 'emailId' | 'rawS3Key'>): Promise<EmailContent> {
  if (!email.rawS3Key) return noContent;
  try {
    return await contentOfMime(await readRawEmail(getConfig().RAW_MAIL_BUCKET, email.rawS3Key));
  } catch (error) {
    logger.warn('Raw e-mail could not be read', { emailId: email.emailId, error: String(error) });
    return noContent;
  }
}
