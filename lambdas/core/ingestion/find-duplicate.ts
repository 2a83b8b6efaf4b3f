import { db, type DataLayer } from '../db/client.ts';
import type { Email } from '../db/entities/email.ts';
import { claimUniqueValue, findUniqueValueOwner } from '../db/unique-values.ts';

const earlier = (a: Pick<Email, 'receivedAt' | 'emailId'>, b: Pick<Email, 'receivedAt' | 'emailId'>) =>
  a.receivedAt < b.receivedAt || (a.receivedAt === b.receivedAt && a.emailId < b.emailId);

/**
 * The emailId this e-mail repeats, if any (DESIGN §5). The Message-ID is claimed for the first e-mail
 * that carries it (claiming again as the same owner succeeds, so a re-run of that e-mail is no
 * duplicate); an e-mail without one is compared by its raw bytes through the SHA-256 index, the
 * earliest copy winning so that two copies processed at once agree on which one is the original.
 * A re-forward under a new Message-ID is found later, from its tickets (repeated-tickets.ts).
 */
export async function findDuplicateOf(email: Email, data: DataLayer = db()): Promise<string | undefined> {
  if (email.messageId) {
    const claimed = await claimUniqueValue('messageId', email.messageId, email.emailId, data);
    // Identical raw bytes carry the same Message-ID: holding the claim rules out an identical copy.
    return claimed ? undefined : findUniqueValueOwner('messageId', email.messageId, data);
  }
  if (!email.rawSha256) return undefined;
  const { data: copies } = await data.emails.query
    .emailsByRawSha256({ rawSha256: email.rawSha256 })
    .go({ pages: 'all', attributes: ['emailId', 'receivedAt', 'extractionStatus'] });
  const originals = copies
    .filter((copy) => copy.emailId !== email.emailId && copy.extractionStatus !== 'duplicate')
    .filter((copy) => earlier(copy, email))
    .sort((a, b) => (earlier(a, b) ? -1 : 1));
  return originals[0]?.emailId;
}
