import type { PromoBlock } from '../text/promo-block.ts';
import type { Candidate } from '../candidates/candidate.ts';
import type { DocumentCandidates } from '../candidates/generate-candidates.ts';
import { lexiconClassesOf } from '../candidates/lexicon.ts';
import { foldText, words } from '../text/normalise.ts';
import { domainBrand } from '../document/vendor-key.ts';
import { isPostcodeTown, isStreet, isStreetAddress } from '../text/street-address.ts';

/** Per-document facts that several candidates' features read; computed once. */
interface FeatureContext {
  lineClasses: Map<number, string[]>;
  /** Lines right above a street address ('Tresor' over 'Köpenicker Str. 70, 10179 Berlin'). */
  streetNext: Set<number>;
  lineSource: Map<number, string>;
  linePosition: Map<number, number>;
  /** What is known of each candidate's value (per field and folded value, shared), in candidate order. */
  values: ValueInfo[];
  /** Whether machine-readable data gave any value. */
  anyStructured: boolean;
  foldedSubject: string;
  /** Body lines with a written date, and whether that date has its year. */
  dateLines: { line: number; year: boolean }[];
  headingRank: Map<number, number>;
  /** Lines of a block of other events offered for sale. */
  promo: PromoBlock;
  /** The first body line with a full date: the purchased event's block is around it. */
  mainDateLine: number | undefined;
  /** Order of each date line among the body's date lines. */
  dateRank: Map<number, number>;
  /** The vendor's own name and brand (folded), which name no event and no venue. */
  senderNames: string[];
  /** Body or attachment lines that speak of seating (section, row, seat, general admission). */
  seatingLines: number[];
  /** Placement features already computed, by line, then by kind of field, source and label. */
  placements: Map<number, Placement[]>;
}

/** A field's value as the candidates write it (folded): how many times, in the text, in the markup. */
interface ValueInfo {
  folded: string;
  count: number;
  inText: boolean;
  inStructured: boolean;
}

interface Placement {
  kind: FieldKind;
  source: Candidate['source'];
  labelLine: number;
  labelWords: readonly string[];
  features: string[];
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function bucket(n: number, edges: readonly number[]): string {
  const index = edges.findIndex((edge) => n <= edge);
  return index === -1 ? `>${edges[edges.length - 1]}` : `${edges[index]}`;
}

const seatingClasses = new Set(['section', 'row', 'seat', 'generalAdmission']);

function senderNames(doc: DocumentCandidates): string[] {
  const from = doc.original?.from;
  const brand = domainBrand(from?.address);
  return [from?.name, doc.original?.vendor, brand]
    .filter((name): name is string => !!name && name.length >= 3)
    .map((name) => words(name).join(''));
}

const isAddressLine = (text: string) =>
  isStreet(text) || isStreetAddress(text) || isPostcodeTown(text.split(',').at(-1)!.trim());

function buildContext(doc: DocumentCandidates): FeatureContext {
  const lineClasses = new Map<number, string[]>();
  const lineSource = new Map<number, string>();
  const linePosition = new Map<number, number>();
  const headingRank = new Map<number, number>();
  const streetNext = new Set<number>();
  for (const line of doc.lines) {
    const next = doc.lines[line.index + 1];
    if (next?.source === line.source && line.source !== 'subject' && isAddressLine(next.text))
      streetNext.add(line.index);
    lineClasses.set(line.index, lexiconClassesOf(words(line.text)));
    lineSource.set(line.index, line.source);
    linePosition.set(line.index, line.position);
    if (line.source === 'body' && line.cells.length === 1 && !line.text.includes(':')) {
      headingRank.set(line.index, headingRank.size);
    }
  }
  const folded = new Map<string, string>();
  const byField = new Map<string, Map<string, ValueInfo>>();
  let anyStructured = false;
  const values = doc.candidates.map((candidate) => {
    let value = folded.get(candidate.value);
    if (value === undefined) {
      value = foldText(candidate.value);
      folded.set(candidate.value, value);
    }
    let infos = byField.get(candidate.field);
    if (!infos) byField.set(candidate.field, (infos = new Map()));
    let info = infos.get(value);
    if (!info) infos.set(value, (info = { folded: value, count: 0, inText: false, inStructured: false }));
    info.count += 1;
    if (candidate.source === 'structured') {
      info.inStructured = true;
      anyStructured = true;
    } else info.inText = true;
    return info;
  });
  const context0 = { lineSource };
  const subject = doc.lines.find((line) => line.source === 'subject');
  const dateLines = new Map<number, boolean>();
  for (const mention of doc.mentions) {
    if (mention.date)
      dateLines.set(mention.line, (dateLines.get(mention.line) ?? false) || mention.date.yearKnown);
  }
  return {
    lineClasses,
    streetNext,
    lineSource,
    linePosition,
    values,
    anyStructured,
    foldedSubject: subject ? foldText(subject.text) : '',
    dateLines: [...dateLines].map(([line, year]) => ({ line, year })),
    mainDateLine: ([...dateLines].find(([line, year]) => year && context0.lineSource.get(line) === 'body') ??
      [...dateLines][0])?.[0],
    senderNames: senderNames(doc),
    placements: new Map(),
    seatingLines: [...lineClasses]
      .filter(
        ([line, classes]) =>
          lineSource.get(line) !== 'subject' && classes.some((cls) => seatingClasses.has(cls)),
      )
      .map(([line]) => line),
    dateRank: new Map([...dateLines.keys()].sort((a, b) => a - b).map((line, rank) => [line, rank])),
    headingRank,
    promo: doc.promo,
  };
}

type FieldKind = 'name' | 'date' | 'seating';
const kindOf = (candidate: Candidate): FieldKind =>
  candidate.field === 'eventName' || candidate.field === 'venue'
    ? 'name'
    : candidate.field === 'eventDate'
      ? 'date'
      : 'seating';

/**
 * Features of where a candidate stands: its source, label and line. Candidates from the same line and
 * label share them (the parts of one title), so they are computed once per document and kind of field.
 */
function placementFeatures(candidate: Candidate, context: FeatureContext): string[] {
  const kind = kindOf(candidate);
  let onLine = context.placements.get(candidate.line);
  if (!onLine) context.placements.set(candidate.line, (onLine = []));
  for (const placement of onLine) {
    if (
      placement.kind === kind &&
      placement.source === candidate.source &&
      placement.labelLine === candidate.labelLine &&
      sameWords(placement.labelWords, candidate.labelWords)
    )
      return placement.features;
  }
  // A name or date under its column's header ('Location' over 'Commonwealth Stadium') is labelled as
  // a table cell beside its label is: vendors set event tables both ways, the corpus only the second.
  const pairSource = kind !== 'seating' && candidate.source === 'column' ? 'cell' : candidate.source;
  const features = ['bias', `src=${pairSource}`];
  const label = candidate.labelWords.length <= 4 ? candidate.labelWords : candidate.labelWords.slice(-3);
  const classes = lexiconClassesOf(label);
  if (label.length === 0) features.push('nolabel');
  else features.push(`labk=${label.join(' ')}`, ...label.map((word) => `lab=${word}`));
  for (const cls of classes) features.push(`lex=${cls}`, `lex=${cls}&src=${pairSource}`);
  if (label.length > 0 && classes.length === 0) features.push('lex=unknown');
  const source = context.lineSource.get(candidate.line) ?? 'structured';
  const position = context.linePosition.get(candidate.line) ?? 0;
  features.push(`pos=${source}:${Math.round(position * 4)}`);
  if (candidate.labelLine !== candidate.line && pairSource === candidate.source) features.push('label-above');
  for (const cls of context.lineClasses.get(candidate.line) ?? []) features.push(`line=${cls}`);
  // What the line above says helps to place names and dates; for seating values it is noise (the first
  // seat line of a list follows a heading, the next ones follow seat lines).
  if (kind !== 'seating')
    for (const cls of context.lineClasses.get(candidate.line - 1) ?? []) features.push(`prev=${cls}`);
  if (candidate.line >= context.promo.start && candidate.line < context.promo.end)
    features.push('after-promo');
  if (kind !== 'seating' && context.streetNext.has(candidate.line)) features.push('next=street');
  if (kind !== 'seating') {
    // The bought event's details sit near its seats; other events' (promotions, order dates) further away.
    if (candidate.line >= 0 && context.seatingLines.length > 0) {
      let distance = Infinity;
      for (const line of context.seatingLines) distance = Math.min(distance, Math.abs(line - candidate.line));
      features.push(`seat-dist=${bucket(distance, [0, 1, 2, 3, 5, 8])}`);
    } else if (candidate.line >= 0) features.push('seat-dist=none');
  }
  if (kind === 'date') {
    const rank = context.dateRank.get(candidate.line);
    if (rank !== undefined) features.push(`date-rank=${bucket(rank, [0, 1, 2])}`);
    if (candidate.line === context.mainDateLine) features.push('main-date');
  }
  if (kind === 'name') {
    if (source !== 'subject' && source !== 'structured') {
      // Titles sit just above the date line, venues just below it.
      let below: { line: number; year: boolean } | undefined;
      let above: { line: number; year: boolean } | undefined;
      for (const date of context.dateLines) {
        if (date.line >= candidate.line && (!below || date.line < below.line)) below = date;
        if (date.line <= candidate.line && (!above || date.line > above.line)) above = date;
      }
      if (below)
        features.push(
          `date-below=${bucket(below.line - candidate.line, [0, 1, 2, 3])}${below.year ? '' : ':noyear'}`,
        );
      if (above)
        features.push(
          `date-above=${bucket(candidate.line - above.line, [0, 1, 2, 3])}${above.year ? '' : ':noyear'}`,
        );
      if (below?.line === candidate.line || above?.line === candidate.line) features.push('on-date-line');
      const main = context.mainDateLine;
      if (main !== undefined && candidate.line >= 0) {
        const offset = candidate.line - main;
        features.push(`main-date=${offset < -3 ? 'far-above' : offset > 4 ? 'far-below' : offset}`);
      }
    }
    const rank = context.headingRank.get(candidate.line);
    if (rank !== undefined) features.push(`heading-rank=${bucket(rank, [0, 1, 2, 3, 5])}`);
  }
  onLine.push({
    kind,
    source: candidate.source,
    labelLine: candidate.labelLine,
    labelWords: candidate.labelWords,
    features,
  });
  return features;
}

// Trait lists are shared between candidates (an event name and a venue read from the same text).
const traitFeatures = new WeakMap<readonly string[], string[]>();

function traitsAsFeatures(traits: readonly string[]): string[] {
  let features = traitFeatures.get(traits);
  if (!features) {
    features = traits.map((trait) => `t=${trait}`);
    traitFeatures.set(traits, features);
  }
  return features;
}

// `cnt=<bucket of the count>` for counts 0-5 and over 5, as constants (bucket edges 1, 2, 3, 5).
const countFeatures = ['cnt=1', 'cnt=1', 'cnt=2', 'cnt=3', 'cnt=5', 'cnt=5', 'cnt=>5'];

/** The first trait that starts with a prefix (a loop: this runs for every candidate). */
function traitWithPrefix(traits: readonly string[], prefix: string): string | undefined {
  for (const trait of traits) if (trait.startsWith(prefix)) return trait;
  return undefined;
}

/** Features of the value itself beyond its traits: how often and where else it is written. */
function valueFeatures(candidate: Candidate, value: ValueInfo, context: FeatureContext): string[] {
  const features: string[] = [];
  const label = candidate.labelWords.length <= 4 ? candidate.labelWords : candidate.labelWords.slice(-3);
  const shape = traitWithPrefix(candidate.traits, 'shape:');
  if (shape) for (const cls of lexiconClassesOf(label)) features.push(`lex=${cls}&${shape}`);
  const count = value.count;
  features.push(countFeatures[Math.min(count, 6)]!);
  // Markup is a strong hint, not proof: whether the text says the same matters.
  if (candidate.source === 'structured') {
    const agreement = value.inText ? 'sd-in-text' : 'sd-not-in-text';
    const kind = candidate.traits.find(
      (trait) => trait.startsWith('sd:') && trait !== 'sd:forwarded' && trait !== 'sd:direct',
    );
    features.push(agreement, `${agreement}&${kind}`);
  } else if (context.anyStructured) features.push(value.inStructured ? 'text-in-sd' : 'text-not-in-sd');
  if (candidate.field === 'eventDate') {
    // Which way round a vendor writes numeric dates is learned from its labels.
    const reading = traitWithPrefix(candidate.traits, 'date:numeric-');
    if (reading) for (const word of label) features.push(`${reading}&lab=${word}`);
  }
  if (candidate.field === 'eventName' || candidate.field === 'venue') {
    const source = context.lineSource.get(candidate.line) ?? 'structured';
    const folded = value.folded;
    if (source !== 'subject' && folded.length >= 3 && context.foldedSubject.includes(folded))
      features.push('in-subject');
    const squashed = words(candidate.value).join('');
    if (
      context.senderNames.some(
        (name) => squashed.includes(name) || (squashed.length >= 4 && name.includes(squashed)),
      )
    ) {
      features.push('sender-name');
    }
    // The rest of a date line ('Tue, Jan 27 · 8:30 PM EST · Harborview Pavilion') is often the venue.
    if (context.dateLines.some((date) => date.line === candidate.line) && !/\d/.test(candidate.value))
      features.push('date-line-rest');
  }
  return features;
}

/**
 * A candidate's features in two parts: where it stands (shared by the candidates of one line, label and
 * kind of field, so a model's sum over them is computed once) and what the value itself is.
 */
export interface FeatureParts {
  shared: readonly string[];
  /** The generator's traits of the value, as the generator wrote them: each is the feature `t=<trait>`. */
  traits: readonly string[];
  own: readonly string[];
}

/** The features of every candidate of a document in their two parts, in candidate order. */
export function documentFeatureParts(doc: DocumentCandidates): FeatureParts[] {
  const context = buildContext(doc);
  let previous: { candidate: Candidate; parts: FeatureParts } | undefined;
  return doc.candidates.map((candidate, i) => {
    // Name candidates come in twins (event name, venue) that read the same features.
    if (
      previous &&
      candidate.field === 'venue' &&
      previous.candidate.field === 'eventName' &&
      previous.candidate.traits === candidate.traits &&
      previous.candidate.value === candidate.value
    ) {
      return previous.parts;
    }
    const parts = {
      shared: placementFeatures(candidate, context),
      traits: candidate.traits,
      own: valueFeatures(candidate, context.values[i]!, context),
    };
    previous = { candidate, parts };
    return parts;
  });
}

/** The sparse binary features of every candidate of a document, in candidate order. */
export function documentFeatures(doc: DocumentCandidates): string[][] {
  const joined = new Map<FeatureParts, string[]>();
  return documentFeatureParts(doc).map((parts) => {
    let features = joined.get(parts);
    if (!features) {
      features = [...parts.shared, ...traitsAsFeatures(parts.traits), ...parts.own];
      joined.set(parts, features);
    }
    return features;
  });
}
