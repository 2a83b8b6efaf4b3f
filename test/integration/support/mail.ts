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
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
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

/**
 * Sends one message like `sendMail` and answers the id the local target's SMTP server gave it
 * ("250 Message accepted as <id>"): the Email's id, and its raw object `inbound/<id>`.
 */
export async function deliverMail(smtpPort: number, message: Mail.Options): Promise<string> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const info = (await transport.sendMail(message)) as { response: string };
    const id = /accepted as (\S+)/.exec(info.response)?.[1];
    if (!id) throw new Error(`The SMTP server answered without a message id: ${info.response}`);
    return id;
  } finally {
    transport.close();
  }
}

/** A pool of `connections` SMTP connections to the local target's server (several mail clients at once). */
export const smtpPool = (smtpPort: number, connections: number) =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
  });

/**
 * Sends every message at once over a pool of `connections` SMTP connections (several mail clients at
 * the same time) and answers the id the server gave each, in the order of `messages`.
 */
export async function deliverConcurrently(
  smtpPort: number,
  messages: readonly Mail.Options[],
  connections = 8,
): Promise<string[]> {
  const transport = smtpPool(smtpPort, connections);
  try {
    return await Promise.all(
      messages.map(async (message) => {
        const info = (await transport.sendMail(message)) as { response: string };
        const id = /accepted as (\S+)/.exec(info.response)?.[1];
        if (!id) throw new Error(`The SMTP server answered without a message id: ${info.response}`);
        return id;
      }),
    );
  } finally {
    transport.close();
  }
}
