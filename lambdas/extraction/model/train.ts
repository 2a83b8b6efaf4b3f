import {
  candidateFields,
  isRanked,
  rankedFields,
  type CandidateField,
  type RankedField,
} from '../candidates/candidate.ts';
import { classFeatures } from '../classify/class-features.ts';
import { seatingEvidence } from '../classify/classify-email.ts';
import { fieldProbabilities } from '../result/calibrate-tickets.ts';
import { decodeTickets, type DecodedTicket, type Thresholds } from '../result/decode-tickets.ts';
import { emailClasses, ticketFields, type EmailClass, type TicketField } from '../types.ts';
import { alignTickets, pairFieldResults } from './align-tickets.ts';
import { fitIsotonic, type Observation } from './isotonic.ts';
import {
  defaultLogisticOptions,
  pruneWeights,
  trainLogistic,
  type BinaryExample,
  type LogisticOptions,
  type Weights,
} from './logistic-regression.ts';
import {
  defaultRankingOptions,
  trainRanking,
  type RankingGroup,
  type RankingOptions,
} from './ranking-model.ts';
import { scoreWithFeatures, type ScoredDocument } from './score-candidates.ts';
import { nextModelVersion, type ModelArtifact } from './model-artifact.ts';
import { prepareExamples, type PreparedExample } from './prepare-examples.ts';
import { softmaxScores, trainSoftmax } from './softmax-regression.ts';
import type { LabelledTicket, TrainingExample } from './training-example.ts';

export interface TrainOptions {
  version?: string;
  /** Held-out folds for calibration and metrics (by example group). */
  folds?: number;
  trainedAt?: string;
  logistic?: LogisticOptions;
  ranking?: RankingOptions;
}

export const defaultThresholds: Thresholds = Object.fromEntries(
  candidateFields.map((field) => [field, 0.5]),
) as Thresholds;

type FieldWeights = Record<CandidateField, Weights>;

/**
 * Field models learn what a value looks like in a ticket e-mail; e-mails of class 'other' teach the
 * class model instead.
 */
function trainFields(
  prepared: readonly PreparedExample[],
  options: LogisticOptions,
  rankingOptions: RankingOptions,
): FieldWeights {
  const ticketMails = prepared.filter((item) => item.example.class !== 'other');
  const binary = new Map<CandidateField, BinaryExample[]>(candidateFields.map((field) => [field, []]));
  const ranking = new Map<RankedField, RankingGroup[]>(rankedFields.map((field) => [field, []]));
  for (const item of ticketMails) {
    const groups = new Map<RankedField, { features: string[][]; labels: boolean[] }>(
      rankedFields.map((field) => [field, { features: [], labels: [] }]),
    );
    item.found.candidates.forEach((candidate, i) => {
      const label = item.labels[i];
      if (isRanked(candidate.field)) {
        const group = groups.get(candidate.field)!;
        group.features.push(item.features[i]!);
        group.labels.push(label === true);
      } else if (label !== undefined) {
        binary.get(candidate.field)!.push({ features: item.features[i]!, label });
      }
    });
    for (const [field, group] of groups) {
      // A group without a right candidate teaches 'none' only when the tickets name no value: a value
      // that no candidate reads (a name the mail writes only inside a sentence) says nothing about the
      // candidates there are, and taught 'none' it made the model abstain where the value is written.
      if (!group.labels.includes(true) && item.example.tickets.some((ticket) => ticket[field] !== null))
        continue;
      ranking.get(field)!.push(group);
    }
  }
  return Object.fromEntries(
    candidateFields.map((field) => [
      field,
      isRanked(field)
        ? trainRanking(ranking.get(field)!, rankingOptions)
        : trainLogistic(binary.get(field)!, options),
    ]),
  ) as FieldWeights;
}

const score = (item: PreparedExample, weights: FieldWeights): ScoredDocument =>
  scoreWithFeatures(item.found, item.features, weights);

export function decodedToLabelled(ticket: DecodedTicket): LabelledTicket {
  const text = (field: 'eventName' | 'eventDate' | 'venue' | 'section' | 'row') => ticket.fields[field].value;
  const quantity = ticket.fields.quantity.value;
  return {
    eventName: text('eventName'),
    eventDate: text('eventDate'),
    venue: text('venue'),
    section: text('section'),
    row: text('row'),
    seats: ticket.fields.seats.seats ?? [],
    quantity: quantity === null ? null : Number(quantity),
  };
}

/** What one held-out e-mail showed: its decoded tickets against the truth, and its class features. */
export interface HeldOut {
  item: PreparedExample;
  scored: ScoredDocument;
  decoded: DecodedTicket[];
  classFeatures: string[];
}

export function foldOf(prepared: readonly PreparedExample[], folds: number): number[] {
  const groups = [...new Set(prepared.map((item, i) => item.example.group ?? `#${i}`))].sort();
  const foldByGroup = new Map(groups.map((group, i) => [group, i % folds]));
  return prepared.map((item, i) => foldByGroup.get(item.example.group ?? `#${i}`)!);
}

/** Each example scored by field models that never saw its fold (folds keep a vendor's e-mails together). */
export function heldOutPredictions(
  prepared: readonly PreparedExample[],
  folds: number,
  options: LogisticOptions,
  thresholds: Thresholds,
  rankingOptions: RankingOptions = defaultRankingOptions,
): HeldOut[] {
  const fold = foldOf(prepared, folds);
  const results: HeldOut[] = new Array(prepared.length);
  for (let k = 0; k < folds; k += 1) {
    const training = prepared.filter((_, i) => fold[i] !== k);
    if (training.length === prepared.length) continue;
    const weights = trainFields(training, options, rankingOptions);
    prepared.forEach((item, i) => {
      if (fold[i] !== k) return;
      const scored = score(item, weights);
      results[i] = {
        item,
        scored,
        decoded: item.example.class === 'other' ? [] : decodeTickets(scored, thresholds, item.found.lines),
        classFeatures: classFeatures(
          item.example.document,
          item.found,
          seatingEvidence(scored.candidates, thresholds),
        ),
      };
    });
  }
  return results;
}

interface FieldCounts {
  right: Record<TicketField, number>;
  total: number;
}

function calibrate(heldOut: readonly HeldOut[]): {
  calibration: Omit<ModelArtifact['calibration'], 'class'>;
  counts: FieldCounts;
} {
  const observations = Object.fromEntries(
    ticketFields.map((field) => [field, { present: [] as Observation[], absent: [] as Observation[] }]),
  );
  const counts: FieldCounts = {
    right: Object.fromEntries(ticketFields.map((field) => [field, 0])) as Record<TicketField, number>,
    total: 0,
  };
  const ticketPairs: { decoded?: DecodedTicket; right: Record<TicketField, boolean> }[] = [];
  for (const { item, decoded } of heldOut) {
    const labelled = decoded.map((ticket) => ({ ...decodedToLabelled(ticket), decoded: ticket }));
    for (const pair of alignTickets(labelled, item.example.class === 'other' ? [] : item.example.tickets)) {
      const right = pairFieldResults(pair);
      counts.total += 1;
      for (const field of ticketFields) if (right[field]) counts.right[field] += 1;
      if (!pair.extracted) continue;
      ticketPairs.push({ decoded: pair.extracted.decoded, right });
      for (const field of ticketFields) {
        const value = pair.extracted.decoded.fields[field];
        observations[field]![value.value === null ? 'absent' : 'present'].push({
          score: value.score,
          correct: right[field],
        });
      }
    }
  }
  const fields = Object.fromEntries(
    ticketFields.map((field) => [
      field,
      {
        present: fitIsotonic(observations[field]!.present),
        absent: fitIsotonic(observations[field]!.absent),
      },
    ]),
  ) as ModelArtifact['calibration']['fields'];
  const ticketObservations = ticketPairs.map(({ decoded, right }) => {
    const probabilities = fieldProbabilities(decoded!, { fields, ticket: [[1, 1]], class: [[1, 1]] });
    const mean = ticketFields.reduce((sum, field) => sum + probabilities[field], 0) / ticketFields.length;
    return {
      score: mean,
      correct: ticketFields.filter((field) => right[field]).length / ticketFields.length,
    };
  });
  return { calibration: { fields, ticket: fitIsotonic(ticketObservations) }, counts };
}

function classCalibration(
  heldOut: readonly HeldOut[],
  folds: number,
): { curve: ModelArtifact['calibration']['class']; accuracy: number } {
  const fold = foldOf(
    heldOut.map((h) => h.item),
    folds,
  );
  const observations: Observation[] = [];
  for (let k = 0; k < folds; k += 1) {
    const training = heldOut.filter((_, i) => fold[i] !== k);
    if (training.length === heldOut.length) continue;
    const weights = trainSoftmax(
      training.map((h) => ({ features: h.classFeatures, label: h.item.example.class })),
      emailClasses,
    );
    heldOut.forEach((h, i) => {
      if (fold[i] !== k) return;
      const probabilities = softmaxScores(weights, emailClasses, h.classFeatures);
      const chosen = emailClasses.reduce<EmailClass>(
        (best, cls) => (probabilities[cls] > probabilities[best] ? cls : best),
        'other',
      );
      observations.push({ score: probabilities[chosen], correct: chosen === h.item.example.class });
    });
  }
  const right = observations.filter((o) => o.correct).length;
  return {
    curve: fitIsotonic(observations),
    accuracy: observations.length > 0 ? right / observations.length : 0,
  };
}

/**
 * Trains the whole model from examples: field models over candidates, the class model, and the
 * calibration measured on held-out folds (a fold holds out whole vendor groups, so the calibration
 * reflects layouts the model has not seen). Deterministic: the same examples give the same artifact.
 */
export function train(examples: readonly TrainingExample[], options: TrainOptions = {}): ModelArtifact {
  const logistic = options.logistic ?? defaultLogisticOptions;
  const folds = Math.max(
    2,
    Math.min(options.folds ?? 5, new Set(examples.map((e, i) => e.group ?? `#${i}`)).size),
  );
  const thresholds = defaultThresholds;
  const prepared = prepareExamples(examples);
  const heldOut = heldOutPredictions(
    prepared,
    folds,
    logistic,
    thresholds,
    options.ranking ?? defaultRankingOptions,
  );
  const { calibration, counts } = calibrate(heldOut);
  const classes = classCalibration(heldOut, folds);
  const fieldWeights = trainFields(prepared, logistic, options.ranking ?? defaultRankingOptions);
  const classWeights = trainSoftmax(
    heldOut.map((h) => ({ features: h.classFeatures, label: h.item.example.class })),
    emailClasses,
  );
  const fieldAccuracy = Object.fromEntries(
    ticketFields.map((field) => [field, counts.total > 0 ? counts.right[field] / counts.total : 0]),
  );
  const accuracy = ticketFields.reduce((sum, field) => sum + fieldAccuracy[field]!, 0) / ticketFields.length;
  return {
    version: options.version ?? 'v1.0',
    trainedAt: options.trainedAt ?? new Date().toISOString(),
    samples: examples.length,
    weights: {
      fields: Object.fromEntries(
        candidateFields.map((field) => [field, pruneWeights(fieldWeights[field])]),
      ) as FieldWeights,
      classes: Object.fromEntries(
        emailClasses.map((cls) => [cls, pruneWeights(classWeights[cls])]),
      ) as Record<EmailClass, Weights>,
    },
    thresholds,
    calibration: { ...calibration, class: classes.curve },
    metrics: { accuracy, fieldAccuracy, classAccuracy: classes.accuracy, heldOutEmails: heldOut.length },
  };
}

export interface TrainModelInput {
  examples: readonly TrainingExample[];
  previousVersion?: string;
  trainedAt?: string;
}

/** The product's training entry point: a new version after the previous one, with held-out figures. */
export function trainModel(input: TrainModelInput): {
  artifact: ModelArtifact;
  metrics: { accuracy: number; fieldAccuracy: Record<string, number> };
} {
  const artifact = train(input.examples, {
    version: nextModelVersion(input.previousVersion),
    ...(input.trainedAt ? { trainedAt: input.trainedAt } : {}),
  });
  const metrics = artifact.metrics!;
  return { artifact, metrics: { accuracy: metrics.accuracy, fieldAccuracy: metrics.fieldAccuracy } };
}
