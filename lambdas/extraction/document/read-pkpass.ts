import type JSZip from 'jszip';
import type { StructuredTicket } from '../types.ts';
import { openZip, readEntry } from './bounded-zip.ts';
import { parseLenientJson } from './lenient-json.ts';
import { limits } from './limits.ts';
import { normalizeSpace } from './normalize-space.ts';
import { fieldRole } from './pass-field-role.ts';

export interface PassReading {
  ticket?: StructuredTicket;
  /** The pass's fields as 'Label | value' lines, for the attachment text. */
  lines: string[];
}

type JsonObject = Record<string, unknown>;

const isoDate = /^\d{4}-\d{2}-\d{2}/;
const fieldGroups = [
  'headerFields',
  'primaryFields',
  'secondaryFields',
  'auxiliaryFields',
  'backFields',
] as const;
const utf8 = new TextDecoder('utf-8');
const utf16 = new TextDecoder('utf-16le');

/**
 * Reads an Apple Wallet pass (.pkpass: a zip with pass.json) into a ticket group. Throws ZipLimitError or a
 * parse error for the caller to turn into a warning.
 */
export async function readPkpass(bytes: Uint8Array, fromForwardedPart: boolean): Promise<PassReading> {
  const zip = await openZip(bytes);
  const passEntry = zip.file('pass.json');
  if (!passEntry) throw new Error('no pass.json');
  const pass = parseLenientJson(utf8.decode(await readEntry(passEntry, limits.maxPassJsonBytes)));
  if (pass === null || typeof pass !== 'object') throw new Error('pass.json is not JSON');
  const strings = await readPassStrings(zip);
  return passToTicket(pass as JsonObject, (text) => strings.get(text) ?? text, fromForwardedPart);
}

/** The passes in a .pkpasses bundle (a zip of .pkpass files). */
export async function readPkpassBundle(bytes: Uint8Array): Promise<Uint8Array[]> {
  const zip = await openZip(bytes);
  const entries = zip.file(/\.pkpass$/i).slice(0, limits.maxBundledPasses);
  return Promise.all(entries.map((entry) => readEntry(entry, limits.maxPkpassBytes)));
}

function passToTicket(
  pass: JsonObject,
  localise: (text: string) => string,
  fromForwardedPart: boolean,
): PassReading {
  const ticket: StructuredTicket = {
    source: 'pkpass',
    fromForwardedPart,
    quantity: 1,
    quantityCounted: true,
  };
  const extra: Record<string, string> = {};
  const lines: string[] = [];
  const style = asObject(pass.eventTicket) ?? asObject(pass.generic) ?? asObject(pass.storeCard) ?? {};
  let headline: string | undefined;
  let dateField: { name: string; value: string } | undefined;
  for (const group of fieldGroups) {
    for (const field of asArray(style[group])) {
      const object = asObject(field);
      if (!object) continue;
      const key = typeof object.key === 'string' ? object.key : undefined;
      const label = textOf(object.label, localise);
      const value = textOf(object.value, localise);
      if (value === undefined) continue;
      lines.push(label ? `${label} | ${value}` : value);
      const role = fieldRole(key, label);
      if (group === 'primaryFields' && role === undefined) headline ??= value;
      if (group === 'primaryFields' && role === 'event' && label && isVenueLabel(label, key, pass)) {
        ticket.venue ??= label;
      }
      if (role === 'date') dateField ??= { name: label ?? key ?? group, value };
      else applyField(ticket, extra, role, label ?? key ?? group, value);
    }
  }
  // The first primary field is the pass's headline: on an event ticket, the event.
  ticket.eventName ??= headline;
  const fieldDate = dateField?.value;
  applySemantics(ticket, extra, asObject(pass.semantics) ?? {});
  // A date field is ISO when the pass formats it (dateStyle); otherwise relevantDate is the better source.
  const relevant =
    stringOf(pass.relevantDate) ?? stringOf(asObject(asArray(pass.relevantDates)[0])?.startDate);
  const start =
    ticket.startDate ?? (fieldDate && isoDate.test(fieldDate) ? fieldDate : (relevant ?? fieldDate));
  if (start) ticket.startDate = start;
  if (dateField && start !== dateField.value) extra[dateField.name] = dateField.value;
  const description = textOf(pass.description, localise);
  if (description) extra.description = description;
  const organisation = textOf(pass.organizationName, localise);
  if (organisation) extra.organization = organisation;
  const barcode = asObject(pass.barcode) ?? asObject(asArray(pass.barcodes)[0]);
  const message = stringOf(barcode?.message);
  if (message) extra.barcode = message;
  if (Object.keys(extra).length > 0) ticket.extra = extra;
  if (description) lines.unshift(description);
  return { ticket, lines };
}

function applyField(
  ticket: StructuredTicket,
  extra: Record<string, string>,
  role: ReturnType<typeof fieldRole>,
  name: string,
  value: string,
): void {
  switch (role) {
    case 'section':
      ticket.section ??= value;
      return;
    case 'row':
      ticket.row ??= value;
      return;
    case 'seat':
      ticket.seats ??= [value];
      return;
    case 'event':
      ticket.eventName ??= value;
      return;
    case 'venue':
      ticket.venue ??= value;
      return;
    case 'order':
      ticket.orderNumber ??= value;
      return;
    case 'quantity': {
      const count = Number.parseInt(value, 10);
      if (Number.isFinite(count) && count > 0 && count < 100) {
        ticket.quantity = count;
        delete ticket.quantityCounted;
      } else extra[name] = value;
      return;
    }
    default:
      if (!(name in extra)) extra[name] = value;
  }
}

// iOS 15+ semantic tags name the same things in a fixed vocabulary; they win over guessed labels.
function applySemantics(
  ticket: StructuredTicket,
  extra: Record<string, string>,
  semantics: JsonObject,
): void {
  const eventName = stringOf(semantics.eventName);
  if (eventName) ticket.eventName = eventName;
  const venue = stringOf(semantics.venueName);
  if (venue) ticket.venue = venue;
  const start = stringOf(semantics.eventStartDate);
  if (start) ticket.startDate = start;
  const entrance = stringOf(semantics.venueEntrance);
  if (entrance) extra.entrance = entrance;
  const seats = asArray(semantics.seats)
    .map(asObject)
    .filter((seat) => seat !== undefined);
  const first = seats[0];
  if (!first) return;
  const section = stringOf(first.seatSection);
  if (section) ticket.section = section;
  const row = stringOf(first.seatRow);
  if (row) ticket.row = row;
  const numbers = seats.map((seat) => stringOf(seat.seatNumber)).filter((seat) => seat !== undefined);
  if (numbers.length > 0) {
    ticket.seats = numbers;
    ticket.quantity = numbers.length;
  }
}

// Words of a label that names what the field is, not where ('HOME TEAM', 'MAIN ACT', 'YOUR EVENT'); and
// of a competition, a game or a seating area ('PREMIER LEAGUE', 'Scottish Cup Fifth Round Replay',
// 'SIDEWINDERS AT PLAINSMEN', 'Dress Circle', 'ADD-ON'), which pass designers set over the event too.
const genericLabelWords = new Set(
  [
    'the your our home away team teams act acts main artist artists headliner ticket tickets admission event game match show',
    'league championship cup round replay playoff playoffs premiership liga division conference tournament series season',
    'at vs v versus add on circle stalls balcony saal',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Many passes title the event field with the venue ('Dell Diamond | Armadillos vs. Sidewinders'): an
 * event field's label that names no role, holds no digit and is no generic word is the venue when it
 * has two words or more, or when the pass's location text names it ('Welcome to Dell Diamond!').
 */
function isVenueLabel(label: string, key: string | undefined, pass: JsonObject): boolean {
  if (key === undefined || fieldRole(undefined, label) !== undefined || /\d/.test(label)) return false;
  const words = label
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  if (words.length === 0 || words.some((word) => genericLabelWords.has(word))) return false;
  const named = asArray(pass.locations).some((location) =>
    stringOf(asObject(location)?.relevantText)?.toLowerCase().includes(label.toLowerCase()),
  );
  return named || words.length >= 2;
}

async function readPassStrings(zip: JSZip): Promise<Map<string, string>> {
  const entry = zip.file(/^en\.lproj\/pass\.strings$/i)[0] ?? zip.file(/\.lproj\/pass\.strings$/i)[0];
  const strings = new Map<string, string>();
  if (!entry) return strings;
  const bytes = await readEntry(entry, limits.maxPassStringsBytes);
  // Apple's tools write pass.strings as UTF-16 with a byte-order mark; hand-made ones are often UTF-8.
  const text = bytes[0] === 0xff && bytes[1] === 0xfe ? utf16.decode(bytes) : utf8.decode(bytes);
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/g)) {
    strings.set(unescape(match[1] ?? ''), unescape(match[2] ?? ''));
  }
  return strings;
}

function unescape(text: string): string {
  return text.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
}

function textOf(value: unknown, localise: (text: string) => string): string | undefined {
  const text = stringOf(value);
  return text === undefined ? undefined : normalizeSpace(localise(text)) || undefined;
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string') return normalizeSpace(value) || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function asObject(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
