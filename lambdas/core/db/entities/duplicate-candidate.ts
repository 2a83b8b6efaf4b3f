import { CustomAttributeType, Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import type { Email } from './email.ts';
import { SERVICE_NAME, nowIso } from './attributes.ts';

/**
 * DESIGN §6.20: a ticket that overlaps the seats of another ticket of its row (same fingerprint) when
 * it was stored or corrected, together with that other ticket. GET /api/tickets/duplicates reads the
 * upcoming candidates (one Query) instead of every upcoming ticket and groups the tickets they name as
 * they are now; candidates that no longer belong to a group are deleted then
 * (lambdas/core/admin-tickets/duplicate-candidates.ts). It also carries the headers of the ticket's
 * e-mail (they never change), so the dialog does not read every e-mail of every group again.
 */
export type CandidateEmailHeaders = Pick<Email, 'emailId' | 'receivedAt'> &
  Partial<Pick<Email, 'sender' | 'senderEmail' | 'recipient' | 'recipientEmail' | 'subject' | 'snippet'>>;

export const createDuplicateCandidateEntity = () =>
  new Entity({
    model: { entity: 'duplicateCandidate', version: '1', service: SERVICE_NAME },
    attributes: {
      ticketId: { type: 'string', required: true, readOnly: true },
      fingerprint: { type: 'string', required: true },
      /** The ticket's `eventSortKeyOf(eventDate)` when written: past candidates are never read. */
      eventSortKey: { type: 'string', required: true },
      /** The ticket's e-mail headers as the admin views show them; absent on candidates written before. */
      email: { type: CustomAttributeType<CandidateEmailHeaders>('any') },
      /** Each write's time: a lazy delete is conditional on it, so a candidate written again stays. */
      writtenAt: { type: 'string', required: true, watch: '*', default: nowIso, set: () => nowIso() },
    },
    indexes: {
      byTicket: {
        pk: { field: 'pk', composite: ['ticketId'] },
        sk: { field: 'sk', composite: [] },
      },
      /** Upcoming candidates: `.gte({ eventSortKey: a day ago })`. */
      duplicateCandidates: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#duplicatecandidates' },
        sk: { field: 'gsi1sk', composite: ['eventSortKey', 'ticketId'] },
      },
    },
  });

export type DuplicateCandidateEntity = ReturnType<typeof createDuplicateCandidateEntity>;
export type DuplicateCandidateItem = EntityItem<DuplicateCandidateEntity>;
export type NewDuplicateCandidate = CreateEntityItem<DuplicateCandidateEntity>;
