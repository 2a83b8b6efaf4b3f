/**
 * Which e-mails the corpus holds: per style, how many of each class. Ids name the style and class
 * ('tickethub-conf-03'); the split follows from the id alone (test/fixtures/corpus.ts).
 */
import type { EmailClass } from '../../lambdas/extraction/types.ts';
import type { ForwardShape, NegativeKind } from '../../test/fixtures/corpus.ts';

export interface PlanEntry {
  id: string;
  vendor: string;
  emailClass: EmailClass;
  negativeKind: NegativeKind | null;
  /** 1-based position among the style's mails of the same kind. */
  index: number;
  /** A forward shape fixed in advance (otherwise drawn at random). */
  forward?: Exclude<ForwardShape, 'none'>;
}

/**
 * Forwards fixed in advance where a case needs one: markup that was edited inside a forward only
 * exists when the forward keeps the markup (forward as attachment, Apple Mail, Thunderbird).
 */
const fixedForwards: Record<string, Exclude<ForwardShape, 'none'>> = {
  'stubnation-conf-03': 'rfc822',
  'stubnation-conf-06': 'apple',
  'stubnation-conf-09': 'thunderbird',
  'tickethub-conf-03': 'rfc822',
  'tickethub-conf-06': 'apple',
  'northpass-conf-03': 'thunderbird',
  'courtside-exchange-conf-03': 'rfc822',
};

type Counts = Partial<
  Record<
    | 'conf'
    | 'xfer'
    | 'xcan'
    | 'mkt'
    | 'pwd'
    | 'upd'
    | 'sold'
    | 'merch'
    | 'phish'
    | 'park'
    | 'food'
    | 'fly'
    | 'hotel',
    number
  >
>;

export const planCounts: Record<string, Counts> = {
  tickethub: { conf: 12, xfer: 7, xcan: 6, mkt: 3, pwd: 2, upd: 2, merch: 1 },
  seatsquare: { conf: 9, xfer: 3, xcan: 2, pwd: 2, upd: 1, sold: 2 },
  arenapass: { conf: 9, xfer: 2, xcan: 2 },
  eventique: { conf: 9, mkt: 2, upd: 1, merch: 1 },
  boxofficedirect: { conf: 7 },
  stubnation: { conf: 9, sold: 2 },
  gigtix: { conf: 10, merch: 2 },
  kartenwelt: { conf: 9, xfer: 1, mkt: 3, pwd: 1, upd: 2, merch: 1 },
  entradasya: { conf: 8, xcan: 1, pwd: 1, upd: 2 },
  lumiere: { conf: 10, mkt: 2, upd: 2 },
  kaartjeskassa: { conf: 10, mkt: 2, upd: 2 },
  mariners: { conf: 13, xfer: 1, park: 2 },
  lyric: { conf: 7, mkt: 1 },
  sundial: { conf: 6, mkt: 1 },
  tixloop: { conf: 7, sold: 2 },
  northpass: { conf: 7 },
  'marquee-mobile': { conf: 5 },
  'taquilla-central': { conf: 5 },
  'podium-tickets': { conf: 5 },
  'courtside-exchange': { conf: 5 },
  phishing: { phish: 11 },
  parkwise: { park: 8 },
  tablebook: { food: 9 },
  'skylark-air': { fly: 9 },
  staylane: { hotel: 7 },
};

const classOf: Record<keyof Counts, [EmailClass, NegativeKind | null]> = {
  conf: ['ticket_confirmation', null],
  xfer: ['transfer_received', null],
  xcan: ['transfer_cancelled', null],
  mkt: ['other', 'marketing'],
  pwd: ['other', 'password-reset'],
  upd: ['other', 'event-update'],
  sold: ['other', 'resale-sale'],
  merch: ['other', 'merchandise'],
  phish: ['other', 'phishing'],
  park: ['other', 'parking'],
  food: ['other', 'restaurant'],
  fly: ['other', 'flight'],
  hotel: ['other', 'hotel'],
};

export const corpusPlan = (): PlanEntry[] =>
  Object.entries(planCounts).flatMap(([vendor, counts]) =>
    Object.entries(counts).flatMap(([kind, count]) =>
      Array.from({ length: count }, (_, i) => {
        const [emailClass, negativeKind] = classOf[kind as keyof Counts];
        const id = `${vendor}-${kind}-${String(i + 1).padStart(2, '0')}`;
        const forward = fixedForwards[id];
        return { id, vendor, emailClass, negativeKind, index: i + 1, ...(forward ? { forward } : {}) };
      }),
    ),
  );
