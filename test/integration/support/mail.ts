import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Sends one message to the local target's SMTP server, as any mail client would. */
export async function sendMail(smtpPort: number, message: Mail.Options): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}

/** Polls until `probe` returns a value (not undefined) or the time is up. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
}
