import type { StructuredTicket } from '../types.ts';

/**
 * Drops exact repeats (the same markup twice in one e-mail) and merges groups that differ only in seats
 * (Gmail markup and passes come one per ticket): seats are joined, quantities added, extras combined.
 */
export function mergeStructured(tickets: readonly StructuredTicket[]): StructuredTicket[] {
  const seen = new Set<string>();
  const groups = new Map<string, StructuredTicket>();
  for (const ticket of tickets) {
    const fingerprint = JSON.stringify(ticket);
    if (seen.has(fingerprint)) continue;
    seen.add(fingerprint);
    const key = JSON.stringify([
      ticket.source,
      ticket.fromForwardedPart,
      ticket.eventName,
      ticket.startDate,
      ticket.venue,
      ticket.section,
      ticket.row,
      ticket.orderNumber,
    ]);
    const group = groups.get(key);
    if (group) mergeInto(group, ticket);
    else
      groups.set(
        key,
        compact({
          ...ticket,
          seats: ticket.seats && [...ticket.seats],
          extra: ticket.extra && { ...ticket.extra },
        }),
      );
  }
  return [...groups.values()];
}

function mergeInto(group: StructuredTicket, ticket: StructuredTicket): void {
  if (ticket.seats) {
    const seats = (group.seats ??= []);
    for (const seat of ticket.seats) if (!seats.includes(seat)) seats.push(seat);
  }
  group.quantity =
    group.quantity !== undefined && ticket.quantity !== undefined
      ? group.quantity + ticket.quantity
      : undefined;
  if (group.quantity === undefined) delete group.quantity;
  if (ticket.quantityCounted) group.quantityCounted = true;
  group.venueAddress ??= ticket.venueAddress;
  if (group.venueAddress === undefined) delete group.venueAddress;
  for (const [key, value] of Object.entries(ticket.extra ?? {})) {
    const extra = (group.extra ??= {});
    const current = extra[key];
    if (current === undefined) extra[key] = value;
    else if (!current.split(', ').includes(value)) extra[key] = `${current}, ${value}`;
  }
}

/** The ticket without undefined or empty optional fields, so results compare and serialise cleanly. */
export function compact(ticket: StructuredTicket): StructuredTicket {
  const result: StructuredTicket = { source: ticket.source, fromForwardedPart: ticket.fromForwardedPart };
  for (const [key, value] of Object.entries(ticket) as [keyof StructuredTicket, unknown][]) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === 'extra' && Object.keys(value as object).length === 0) continue;
    (result as unknown as Record<string, unknown>)[key] = value;
  }
  return result;
}
