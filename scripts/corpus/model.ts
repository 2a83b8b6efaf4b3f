/** The generator's own model: invented orders, and what a vendor style makes of one. */
import type { LocalDateTime } from './calendar.ts';
import type { MailSpec } from './mime.ts';
import type { CorpusFeature, GoldTicket } from '../../test/fixtures/corpus.ts';

export type Lang = 'en' | 'de' | 'es' | 'fr' | 'nl';

export interface Person {
  first: string;
  last: string;
  email: string;
  /** The zone the person's mail client shows times in. */
  timeZone: string;
  lang: Lang;
}

export type SeatingPlan = 'arena' | 'stadium' | 'ballpark' | 'theatre' | 'club' | 'field';

export interface Venue {
  name: string;
  city: string;
  /** State, province or nothing. */
  region: string;
  country: 'US' | 'CA' | 'GB' | 'DE' | 'AT' | 'ES' | 'FR' | 'NL' | 'MX';
  street: string;
  postcode: string;
  timeZone: string;
  plan: SeatingPlan;
  /** Sections as the venue names them (without the word 'Section'). */
  sections: string[];
  rows: string[];
  seatRange: [number, number];
  /** Whether the venue sells standing tickets. */
  standing: boolean;
}

export type EventKind = 'concert' | 'sports' | 'theatre' | 'comedy' | 'festival';

export interface EventInfo {
  name: string;
  kind: EventKind;
  /** Performer or home team, for wording like 'Cobalt Lanterns live'. */
  headliner: string;
  start: LocalDateTime;
  doors: LocalDateTime;
  venue: Venue;
}

export interface TicketGroup {
  event: EventInfo;
  /** null for general admission. */
  section: string | null;
  row: string | null;
  seats: string[];
  quantity: number;
  /** How a general-admission area is called ('General Admission', 'Stehplatz'...). */
  area: string | null;
  unitPriceCents: number;
}

export interface Order {
  number: string;
  buyer: Person;
  /** Wall time of the vendor's mail in the vendor's zone. */
  placedAt: LocalDateTime;
  vendorZone: string;
  groups: TicketGroup[];
  currency: 'USD' | 'EUR' | 'GBP' | 'CAD' | 'MXN';
}

/** A vendor's message as the vendor sent it, plus the truth about it. */
export interface RenderedMail {
  spec: MailSpec;
  tickets: GoldTicket[];
  features: CorpusFeature[];
  additionalInfo: Record<string, string>;
  notes: string[];
}

/** Where a zone or offset is visible in the rendered mail. */
export interface ZoneEvidence {
  text: boolean;
  markup: boolean;
  attachment: boolean;
}
