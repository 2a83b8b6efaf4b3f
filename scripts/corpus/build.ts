/**
 * Builds every e-mail of the corpus in memory: the vendor's message, the forward layers around it, and
 * the gold label. Each e-mail draws from its own random source seeded by its id, so changing one entry
 * of the plan leaves the others byte for byte the same.
 */
import { atInstant, isoLocal } from './calendar.ts';
import type { RenderContext } from './draft.ts';
import {
  forward,
  innerNotes,
  keepsHtml,
  keepsScripts,
  parseRfcDate,
  recoveredDate,
  sellerNotes,
  type Layer,
  type Message,
} from './forward.ts';
import { compose } from './mime.ts';
import type { Lang, Person } from './model.ts';
import { corpusPlan, type PlanEntry } from './plan.ts';
import { Random } from './random.ts';
import { styles } from './styles.ts';
import { makePerson, transferAddress } from './world.ts';
import {
  goldLabelSchema,
  splitOf,
  type CorpusFeature,
  type ForwardLayerShape,
  type ForwardShape,
  type GoldLabel,
} from '../../test/fixtures/corpus.ts';

export interface BuiltEmail {
  id: string;
  eml: Buffer;
  label: GoldLabel;
}

const seed = 'ticket-relay-corpus-v1';

interface ForwardPlan {
  shape: ForwardShape;
  /** Innermost first. */
  layers: Omit<Layer, 'to'>[];
  /** Whose inbox the vendor's mail went to. */
  recipient: Person;
}

const htmlShare: Record<ForwardLayerShape, number> = {
  gmail: 0.85,
  outlook: 0.85,
  'outlook-classic': 0,
  apple: 0.9,
  thunderbird: 0.6,
  rfc822: 0.5,
};

const planForward = (rng: Random, entry: PlanEntry, lang: Lang, seller: Person): ForwardPlan => {
  const forwarded = rng.chance(entry.emailClass === 'other' ? 0.42 : 0.52);
  if (!entry.forward && !forwarded) return { shape: 'none', layers: [], recipient: seller };
  const drawn = rng.weighted<Exclude<ForwardShape, 'none'>>([
    ['gmail', 28],
    ['outlook', 17],
    ['outlook-classic', 7],
    ['apple', 15],
    ['thunderbird', 7],
    ['rfc822', 12],
    ['double', 14],
  ]);
  const shape = entry.forward ?? drawn;
  const layerFor = (
    layerShape: ForwardLayerShape,
    forwarder: Person,
    note: string | null,
  ): Omit<Layer, 'to'> => ({
    shape: layerShape,
    forwarder,
    delayMinutes: rng.int(3, 60 * 24 * 20),
    note,
    html: entry.forward === layerShape && layerShape !== 'rfc822' ? true : rng.chance(htmlShare[layerShape]),
    lang: forwarder.lang,
  });
  const sellerNote = rng.chance(0.5) ? rng.pick(sellerNotes[seller.lang]) : null;
  if (shape !== 'double') return { shape, layers: [layerFor(shape, seller, sellerNote)], recipient: seller };
  // Forward of a forward: a friend who bought the tickets forwards them to the seller, who forwards them on.
  const friend = makePerson(rng, lang);
  const innerShape = rng.pick<ForwardLayerShape>(['gmail', 'gmail', 'apple', 'outlook', 'rfc822']);
  const outerShape = rng.pick<ForwardLayerShape>(['gmail', 'outlook', 'apple', 'outlook-classic']);
  const innerNote = rng.chance(0.6) ? rng.pick(innerNotes[friend.lang]) : null;
  return {
    shape,
    layers: [layerFor(innerShape, friend, innerNote), layerFor(outerShape, seller, sellerNote)],
    recipient: friend,
  };
};

const isoOfHeader = (date: string): string => {
  const { utcMs, offset } = parseRfcDate(date);
  return isoLocal(atInstant(utcMs + offset * 60_000, 'UTC'), offset);
};

export const buildEmail = async (entry: PlanEntry): Promise<BuiltEmail> => {
  const style = styles[entry.vendor];
  if (!style) throw new Error(`no style ${entry.vendor}`);
  const rng = new Random(`${seed}:${entry.id}`);
  const people = rng.fork('people');
  const sellerLang: Lang = people.chance(0.85) ? style.lang : 'en';
  const seller = makePerson(people, sellerLang);
  const fplan = planForward(rng.fork('forward'), entry, style.lang, seller);
  const ctx: RenderContext = {
    id: entry.id,
    index: entry.index,
    rng: rng.fork('render'),
    emailClass: entry.emailClass,
    negativeKind: entry.negativeKind,
    recipient: fplan.recipient,
    scriptsSurvive: fplan.layers.every(keepsScripts),
    htmlSurvives: fplan.layers.every(keepsHtml),
    forwarded: fplan.layers.length > 0,
  };
  const rendered = await style.render(ctx);
  const vendorRaw = await compose(rendered.spec);
  const sent = parseRfcDate(rendered.spec.date);
  let message: Message = {
    spec: rendered.spec,
    raw: vendorRaw,
    sentUtcMs: sent.utcMs,
    sentOffset: sent.offset,
  };
  const relay = { name: `${seller.first} ${seller.last}`, address: transferAddress(people, seller) };
  const forwardRng = rng.fork('layers');
  // The original's date as the innermost forward header shows it (or its own header, unforwarded).
  const innermost = fplan.layers[0];
  const originalDate = innermost
    ? recoveredDate(message, { ...innermost, to: relay })
    : isoOfHeader(rendered.spec.date);
  for (const [index, layer] of fplan.layers.entries()) {
    const next = fplan.layers[index + 1];
    const to = next
      ? { name: `${next.forwarder.first} ${next.forwarder.last}`, address: next.forwarder.email }
      : relay;
    message = await forward(message, { ...layer, to }, forwardRng, entry.id, index + 1);
  }
  const features = new Set<CorpusFeature>(rendered.features);
  if (fplan.layers.length > 0) features.add('forwarded');
  if (fplan.layers.some((l) => l.shape !== 'rfc822' && l.html)) features.add('html-forward');
  if (fplan.layers.some((l) => l.shape !== 'rfc822' && !l.html)) features.add('text-forward');
  if (fplan.layers.some((l) => l.shape !== 'rfc822' && l.lang !== 'en')) features.add('localized-forward');
  const notes = fplan.layers
    .map((l) => l.note)
    .filter((n): n is string => n !== null)
    .reverse();
  if (notes.length > 0) features.add('seller-note');
  const outer = message.spec;
  const label: GoldLabel = {
    id: entry.id,
    split: splitOf(entry.id, entry.vendor),
    vendor: entry.vendor,
    vendorName: style.name,
    class: entry.emailClass,
    negativeKind: entry.negativeKind,
    outer: {
      fromAddress: outer.from.address,
      fromName: outer.from.name ?? null,
      subject: outer.subject,
      date: isoOfHeader(outer.date),
    },
    original: {
      fromAddress: rendered.spec.from.address,
      fromName: rendered.spec.from.name ?? null,
      subject: rendered.spec.subject,
      date: originalDate,
    },
    forwardShape: fplan.shape,
    forwardChain: fplan.layers.map((l) => l.shape).reverse(),
    sellerNotes: notes,
    language: style.lang,
    features: [...features].sort(),
    tickets: rendered.tickets,
    additionalInfo: rendered.additionalInfo,
    notes: rendered.notes,
  };
  return { id: entry.id, eml: message.raw, label: goldLabelSchema.parse(label) };
};

export const buildCorpus = async (): Promise<BuiltEmail[]> => {
  const out: BuiltEmail[] = [];
  for (const entry of corpusPlan()) out.push(await buildEmail(entry));
  return out;
};
