import type { StructuredTicket } from '../types.ts';
import { limits } from './limits.ts';
import { normalizeSpace } from './normalize-space.ts';

type JsonObject = Record<string, unknown>;

const maxNodes = 2_000;
const maxDepth = 10;

/**
 * Reads schema.org EventReservation, Event and Ticket nodes (JSON-LD, or microdata in the same shape) into
 * ticket groups: one per reservation and seat block, plus one per event that no reservation refers to.
 */
export function ticketsFromSchemaOrg(
  roots: readonly unknown[],
  source: StructuredTicket['source'],
  fromForwardedPart: boolean,
): StructuredTicket[] {
  const nodes = collectNodes(roots);
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) if (typeof node['@id'] === 'string') byId.set(node['@id'], node);
  const resolve = (value: unknown): JsonObject | undefined => {
    const node = firstObject(value);
    if (!node) return undefined;
    const id = node['@id'];
    return typeof id === 'string' && node['@type'] === undefined ? (byId.get(id) ?? node) : node;
  };

  const used = new Set<JsonObject>();
  const tickets: StructuredTicket[] = [];
  for (const node of nodes) {
    if (!isType(node, isReservationType)) continue;
    const event = resolve(node.reservationFor);
    if (event) used.add(event);
    const reserved = asArray(node.reservedTicket)
      .map(resolve)
      .filter((ticket) => ticket !== undefined);
    for (const ticket of reserved) used.add(ticket);
    tickets.push(...reservationTickets(node, event, reserved, resolve, source, fromForwardedPart));
  }
  for (const node of nodes) {
    if (used.has(node)) continue;
    if (isType(node, isEventType)) tickets.push(eventTicket(node, resolve, source, fromForwardedPart));
    else if (isType(node, (type) => type === 'Ticket')) {
      tickets.push(...seatGroups([node], resolve).map((group) => ({ source, fromForwardedPart, ...group })));
    }
  }
  return tickets.slice(0, limits.maxStructuredTickets);
}

function reservationTickets(
  reservation: JsonObject,
  event: JsonObject | undefined,
  reserved: JsonObject[],
  resolve: (value: unknown) => JsonObject | undefined,
  source: StructuredTicket['source'],
  fromForwardedPart: boolean,
): StructuredTicket[] {
  const base: StructuredTicket = event
    ? eventTicket(event, resolve, source, fromForwardedPart)
    : { source, fromForwardedPart };
  const order = text(reservation.reservationNumber) ?? text(reservation.reservationId);
  if (order) base.orderNumber = order;
  const quantity = toCount(reservation.numSeats);
  if (quantity !== undefined) base.quantity = quantity;
  const extra: Record<string, string> = { ...base.extra };
  const status = text(reservation.reservationStatus);
  if (status) extra.reservationStatus = status.split(/[/#:]/).pop() ?? status;
  const price = text(reservation.totalPrice) ?? text(reservation.price);
  if (price) extra.price = [price, text(reservation.priceCurrency)].filter(Boolean).join(' ');
  if (Object.keys(extra).length > 0) base.extra = extra;

  // Gmail's flat form keeps the seat on the reservation itself.
  const flat = {
    section: text(reservation.venueSection) ?? text(reservation.seatSection),
    row: text(reservation.venueRow) ?? text(reservation.seatRow),
    seat: text(reservation.venueSeat) ?? text(reservation.seatNumber),
  };
  const groups = seatGroups(reserved, resolve);
  if (groups.length === 0 || (flat.section ?? flat.row ?? flat.seat) !== undefined) {
    const group: Partial<StructuredTicket> = {};
    if (flat.section) group.section = flat.section;
    if (flat.row) group.row = flat.row;
    if (flat.seat) group.seats = [flat.seat];
    groups.unshift(group);
  }
  return groups.map((group) => ({ ...base, ...group, extra: mergeExtra(base.extra, group.extra) }));
}

/** Reserved tickets grouped by section and row, each group with its seats and ticket numbers. */
function seatGroups(
  tickets: JsonObject[],
  resolve: (value: unknown) => JsonObject | undefined,
): Partial<StructuredTicket>[] {
  const groups = new Map<string, Partial<StructuredTicket>>();
  for (const ticket of tickets) {
    const seat = resolve(ticket.ticketedSeat);
    const section = text(seat?.seatSection);
    const row = text(seat?.seatRow);
    const number = text(seat?.seatNumber);
    const key = `${section ?? ''}\u0000${row ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {};
      if (section) group.section = section;
      if (row) group.row = row;
      groups.set(key, group);
    }
    if (number) (group.seats ??= []).push(number);
    const extra: Record<string, string> = {};
    const ticketNumber = text(ticket.ticketNumber);
    if (ticketNumber) extra.ticketNumber = ticketNumber;
    const token = text(ticket.ticketToken);
    if (token) extra.ticketToken = token;
    const price = text(ticket.totalPrice) ?? text(ticket.price);
    if (price) extra.price = [price, text(ticket.priceCurrency)].filter(Boolean).join(' ');
    group.extra = mergeExtra(group.extra, extra);
  }
  return [...groups.values()];
}

function eventTicket(
  event: JsonObject,
  resolve: (value: unknown) => JsonObject | undefined,
  source: StructuredTicket['source'],
  fromForwardedPart: boolean,
): StructuredTicket {
  const ticket: StructuredTicket = { source, fromForwardedPart };
  const name = text(event.name);
  if (name) ticket.eventName = name;
  const start = text(event.startDate);
  if (start) ticket.startDate = start;
  const rawLocation = firstValue(event.location);
  const location = resolve(rawLocation);
  const venue = location ? text(location.name) : text(rawLocation);
  if (venue) ticket.venue = venue;
  const address = location ? addressText(location.address) : undefined;
  if (address) ticket.venueAddress = address;
  const extra: Record<string, string> = {};
  const doors = text(event.doorTime);
  if (doors) extra.doorTime = doors;
  const performer = asArray(event.performer).map(text).filter(Boolean).join(', ');
  if (performer) extra.performer = performer;
  if (Object.keys(extra).length > 0) ticket.extra = extra;
  return ticket;
}

function addressText(value: unknown): string | undefined {
  const first = firstValue(value);
  if (typeof first === 'string') return normalizeSpace(first) || undefined;
  const address = firstObject(first);
  if (!address) return undefined;
  const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'].map(
    (key) => text(address[key]),
  );
  return parts.filter(Boolean).join(', ') || undefined;
}

function collectNodes(roots: readonly unknown[]): JsonObject[] {
  const nodes: JsonObject[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): void => {
    if (
      depth > maxDepth ||
      nodes.length >= maxNodes ||
      value === null ||
      typeof value !== 'object' ||
      seen.has(value)
    ) {
      return;
    }
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as JsonObject;
    nodes.push(node);
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return nodes;
}

function typesOf(node: JsonObject): string[] {
  return asArray(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/\/+$/, '').split(/[/#:]/).pop() ?? type);
}

function isType(node: JsonObject, test: (type: string) => boolean): boolean {
  return typesOf(node).some(test);
}

function isReservationType(type: string): boolean {
  return type === 'EventReservation' || type === 'Reservation';
}

// Event and its subtypes (MusicEvent, SportsEvent, TheaterEvent, ScreeningEvent …) and Festival.
function isEventType(type: string): boolean {
  return type.endsWith('Event') || type === 'Festival';
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function firstObject(value: unknown): JsonObject | undefined {
  const first = firstValue(value);
  return first !== null && typeof first === 'object' && !Array.isArray(first)
    ? (first as JsonObject)
    : undefined;
}

/** A property as text: strings and numbers as they are, objects by their name or @value. */
function text(value: unknown): string | undefined {
  const first = firstValue(value);
  if (typeof first === 'string') return normalizeSpace(first) || undefined;
  if (typeof first === 'number' && Number.isFinite(first)) return String(first);
  const object = firstObject(first);
  if (!object) return undefined;
  return text(object['@value']) ?? text(object.name);
}

function toCount(value: unknown): number | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const count = Number.parseInt(raw, 10);
  return Number.isFinite(count) && count > 0 && count < 10_000 ? count : undefined;
}

function mergeExtra(
  first: Record<string, string> | undefined,
  second: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!second || Object.keys(second).length === 0) return first;
  const merged: Record<string, string> = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const current = merged[key];
    merged[key] = current === undefined || current === value ? value : `${current}, ${value}`;
  }
  return merged;
}
