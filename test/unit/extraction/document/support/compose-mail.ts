import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

/** Raw MIME bytes for a message, as nodemailer writes them. */
export async function composeMail(options: Mail.Options): Promise<Uint8Array> {
  const raw = await new MailComposer(options).compile().build();
  return new Uint8Array(raw);
}

export const seller = { name: 'Sam Seller', address: 'sam.seller@example.com' };
export const relayAddress = 'sam-7f3k@relay.ticketrelay.test';
