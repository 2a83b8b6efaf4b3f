/**
 * What every vendor style fills in while it renders one mail: the features it used, where the zone is
 * visible, and the tickets it stated. Gold tickets are computed at the end, once all zone evidence is in.
 */
import { rfc5322 } from './calendar.ts';
import { goldTicket, ticketFeatures, type Omit } from './gold.ts';
import { jsonLd, microdata, type MarkupOptions } from './markup.ts';
import type { Attachment, BodyEncoding, Charset, MailSpec } from './mime.ts';
import type { Lang, Order, Person, RenderedMail, TicketGroup, ZoneEvidence } from './model.ts';
import type { Random } from './random.ts';
import type { CorpusFeature, NegativeKind } from '../../test/fixtures/corpus.ts';
import type { EmailClass } from '../../lambdas/extraction/types.ts';

export interface RenderContext {
  id: string;
  /** 1-based position of this mail among its style's mails of the same kind: styles rotate variants by it. */
  index: number;
  rng: Random;
  emailClass: EmailClass;
  negativeKind: NegativeKind | null;
  /** Whose inbox the vendor's mail went to. */
  recipient: Person;
  /** Whether <script> blocks (json-ld) reach the final mail through the forwards. */
  scriptsSurvive: boolean;
  /** Whether the original HTML reaches the final mail at all (a plain-text forward drops it). */
  htmlSurvives: boolean;
  /** Whether the mail reaches us inside a forward. */
  forwarded: boolean;
}

export class Draft {
  readonly features = new Set<CorpusFeature>();
  readonly evidence: ZoneEvidence = { text: false, markup: false, attachment: false };
  readonly notes: string[] = [];
  readonly additionalInfo: Record<string, string> = {};
  readonly attachments: Attachment[] = [];
  private readonly stated: { group: TicketGroup; omit: Omit }[] = [];
  private readonly groups: TicketGroup[] = [];

  constructor(readonly ctx: RenderContext) {}

  get rng(): Random {
    return this.ctx.rng;
  }

  feature(...features: CorpusFeature[]): void {
    for (const feature of features) this.features.add(feature);
  }

  /** The visible text names the zone (ET, CEST, 'hora del centro'...). */
  zoneInText(): void {
    this.evidence.text = true;
  }

  /** A ticket group the mail states; `omit` lists fields the mail leaves out. */
  ticket(group: TicketGroup, omit: Omit = {}): void {
    this.stated.push({ group, omit });
    this.groups.push(group);
  }

  /** The mail lists these seats but never says how many tickets that is (gold quantity counts them). */
  countNotStated(group: TicketGroup): void {
    if (group.seats.length > 0) this.feature('seats-without-quantity');
  }

  orderNumber(value: string): void {
    this.additionalInfo.orderNumber = value;
  }

  note(text: string): void {
    this.notes.push(text);
  }

  /** JSON-LD if it survives the forwards; records the features and the zone evidence it gives. */
  jsonLd(order: Order, groups: TicketGroup[], options: MarkupOptions): string {
    if (!this.ctx.scriptsSurvive) {
      this.feature('markup-stripped');
      return '';
    }
    this.feature('json-ld');
    if (options.style === 'flat') this.feature('json-ld-flat');
    if (options.broken) {
      this.feature('json-ld-broken');
      this.note('The JSON-LD has a trailing comma: strict JSON parsers reject it.');
    }
    if (options.withOffset) this.evidence.markup = true;
    if (options.override) {
      this.feature('markup-disagrees');
      this.note(
        `The JSON-LD was edited and disagrees with the visible text (${Object.keys(options.override).join(', ')}); gold follows the text.`,
      );
    }
    return jsonLd(order, groups, options);
  }

  microdata(order: Order, group: TicketGroup, withOffset: boolean): string {
    if (!this.ctx.htmlSurvives) {
      this.feature('markup-stripped');
      return '';
    }
    this.feature('microdata');
    if (withOffset) this.evidence.markup = true;
    return microdata(order, group, { withOffset });
  }

  /**
   * A stale or edited value for the markup of a forwarded mail, on every third mail of a style whose
   * markup survives the forward: the visible text stays the truth.
   */
  editedMarkup(group: TicketGroup): MarkupOptions['override'] | undefined {
    if (!this.ctx.forwarded || !this.ctx.scriptsSurvive || this.ctx.index % 3 !== 0) return undefined;
    if (group.row) {
      const row = /^\d+$/.test(group.row)
        ? String(Number(group.row) + 3)
        : group.row === 'W'
          ? 'A'
          : String.fromCharCode(group.row.charCodeAt(0) + 1);
      return { row };
    }
    return { start: { ...group.event.start, hour: group.event.start.hour - 1 } };
  }

  attach(attachment: Attachment, feature?: CorpusFeature, zoneInside = false): void {
    this.attachments.push(attachment);
    if (feature) this.feature(feature);
    if (zoneInside) this.evidence.attachment = true;
  }

  finish(spec: Omit_<MailSpec, 'attachments'> & { encoding: Exclude<BodyEncoding, 'auto'> }): RenderedMail {
    const tickets = this.stated.map(({ group, omit }) => goldTicket(group, this.evidence, omit));
    for (const feature of ticketFeatures(this.groups, tickets, this.evidence)) this.features.add(feature);
    const full: MailSpec = { ...spec, attachments: this.attachments };
    if (full.text !== undefined && full.html !== undefined) this.feature('multipart-alternative');
    else if (full.html !== undefined) this.feature('html-only');
    else this.feature('text-only');
    if (this.attachments.some((a) => !a.cid)) this.feature('multipart-mixed');
    if (this.attachments.some((a) => a.cid)) this.feature('inline-image');
    this.feature(spec.encoding);
    if (spec.charset === 'iso-8859-1') this.feature('iso-8859-1');
    return {
      spec: full,
      tickets,
      features: [...this.features],
      additionalInfo: this.additionalInfo,
      notes: this.notes,
    };
  }
}

type Omit_<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;

const hex = '0123456789abcdef';

export const messageId = (rng: Random, domain: string, style: 'hex' | 'dotted' | 'uuid' = 'hex'): string => {
  if (style === 'uuid') {
    const u = rng.chars(hex, 32);
    return `<${u.slice(0, 8)}-${u.slice(8, 12)}-${u.slice(12, 16)}-${u.slice(16, 20)}-${u.slice(20)}@${domain}>`;
  }
  if (style === 'dotted') return `<${rng.digits(13)}.${rng.digits(6)}.JavaMail.mailer@${domain}>`;
  return `<${rng.chars(hex, 24)}@${domain}>`;
};

export const boundaryFor = (id: string, layer: string): string => `${layer}${id.replace(/[^a-z0-9]/g, '')}`;

export const vendorDate = (order: Order): string => rfc5322(order.placedAt, order.vendorZone);

/** '7-8', '7, 8' or '101, 103' as vendors write seat lists. */
export const seatList = (seats: string[], style: 'range' | 'comma' | 'amp' = 'comma'): string => {
  if (seats.length === 0) return '';
  const consecutive = seats.every((seat, i) => i === 0 || Number(seat) === Number(seats[i - 1]) + 1);
  if (style === 'range' && consecutive && seats.length > 1) return `${seats[0]}-${seats[seats.length - 1]}`;
  if (style === 'amp' && seats.length > 1)
    return `${seats.slice(0, -1).join(', ')} & ${seats[seats.length - 1]}`;
  return seats.join(', ');
};

export const isConsecutive = (seats: string[]): boolean =>
  seats.length > 1 && seats.every((seat, i) => i === 0 || Number(seat) === Number(seats[i - 1]) + 1);

export interface Brand {
  name: string;
  domain: string;
  lang: Lang;
}

/** Common spec fields of a vendor's message. */
export const vendorSpec = (
  ctx: RenderContext,
  order: Order,
  brand: { fromName: string; fromAddress: string; domain: string; subject: string },
  extra: { charset?: Charset; headers?: [string, string][]; idStyle?: 'hex' | 'dotted' | 'uuid' } = {},
) => ({
  from: { name: brand.fromName, address: brand.fromAddress },
  to: [{ name: `${ctx.recipient.first} ${ctx.recipient.last}`, address: ctx.recipient.email }],
  subject: brand.subject,
  date: vendorDate(order),
  messageId: messageId(ctx.rng, brand.domain, extra.idStyle),
  boundary: boundaryFor(ctx.id, 'v'),
  charset: extra.charset ?? 'utf-8',
  headers: extra.headers ?? [],
});

export interface VendorStyle {
  key: string;
  name: string;
  lang: Lang;
  render(ctx: RenderContext): Promise<RenderedMail> | RenderedMail;
}
