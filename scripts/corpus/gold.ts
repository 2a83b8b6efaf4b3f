/** Gold tickets from the generator's truth, limited to what the rendered mail actually states. */
import { isoInZone, isoLocal } from './calendar.ts';
import type { TicketGroup, ZoneEvidence } from './model.ts';
import { isEuropean } from './world.ts';
import type { CorpusFeature, GoldTicket } from '../../test/fixtures/corpus.ts';

export type Omit = Partial<Record<'eventDate' | 'venue' | 'section' | 'row' | 'seats' | 'quantity', true>>;

export const noZone: ZoneEvidence = { text: false, markup: false, attachment: false };

/** The offset is gold when the mail states the zone anywhere, or the venue is in one-zone Europe. */
export const zoneKnown = (group: TicketGroup, evidence: ZoneEvidence): boolean =>
  isEuropean(group.event.venue) || evidence.text || evidence.markup || evidence.attachment;

export const goldTicket = (group: TicketGroup, evidence: ZoneEvidence, omit: Omit = {}): GoldTicket => ({
  eventName: group.event.name,
  eventDate: omit.eventDate
    ? null
    : zoneKnown(group, evidence)
      ? isoInZone(group.event.start, group.event.venue.timeZone)
      : isoLocal(group.event.start),
  venue: omit.venue ? null : group.event.venue.name,
  section: omit.section ? null : group.section,
  row: omit.row ? null : group.row,
  seats: omit.seats ? [] : group.seats,
  quantity: omit.quantity ? null : group.quantity,
});

/** Features that follow from the gold tickets and the zone evidence. */
export const ticketFeatures = (
  groups: TicketGroup[],
  tickets: GoldTicket[],
  evidence: ZoneEvidence,
): CorpusFeature[] => {
  const features = new Set<CorpusFeature>();
  if (tickets.length > 1) features.add('multiple-groups');
  if (new Set(tickets.map((t) => `${t.eventName}|${t.eventDate}`)).size > 1) features.add('multiple-events');
  if (tickets.some((t) => t.section === null && t.seats.length === 0 && t.quantity !== null))
    features.add('general-admission');
  if (tickets.some((t) => t.section !== null && t.seats.length === 0 && t.quantity !== null))
    features.add('quantity-without-seats');
  const stated = evidence.text || evidence.markup || evidence.attachment;
  if (groups.length > 0) {
    if (stated) features.add('zone-stated');
    else if (groups.some((g) => isEuropean(g.event.venue))) features.add('zone-implied');
    else features.add('no-zone');
  }
  return [...features];
};
