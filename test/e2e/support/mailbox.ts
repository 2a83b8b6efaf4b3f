/**
 * Reads the mail the product sent, from the local SES stand-in (aws-ses-v2-local): its `/store` JSON
 * holds every message, newest last, as a person would see it in the viewer.
 */
export interface SentMail {
  subject: string;
  to: string[];
  text: string;
  html: string;
}

interface StoreEmail {
  subject?: string;
  destination?: { to?: string[] };
  body?: { text?: string; html?: string };
}

async function sentMail(mailViewerUrl: string): Promise<SentMail[]> {
  const response = await fetch(new URL('/store', mailViewerUrl));
  if (!response.ok) throw new Error(`The mail viewer answered ${response.status}`);
  const { emails = [] } = (await response.json()) as { emails?: StoreEmail[] };
  return emails.map((email) => ({
    subject: email.subject ?? '',
    to: email.destination?.to ?? [],
    text: email.body?.text ?? '',
    html: email.body?.html ?? '',
  }));
}

/** Waits until a message to `to` whose subject matches has been sent, and returns the newest such. */
export async function waitForMail(
  mailViewerUrl: string,
  { to, subject, timeoutMs = 10_000 }: { to: string; subject: RegExp; timeoutMs?: number },
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await sentMail(mailViewerUrl))
      .filter((mail) => mail.to.includes(to) && subject.test(mail.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a subject like ${subject} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the mail's text whose path starts with `pathPrefix` (for example '/verify/'). */
export function linkIn(mail: SentMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.href;
  }
  throw new Error(`The mail "${mail.subject}" has no ${pathPrefix} link:\n${mail.text}`);
}
