import { lexiconClassesOf } from '../candidates/lexicon.ts';
import type { LabelledValue } from '../text/label-pairs.ts';
import { words } from '../text/normalise.ts';
import {
  ticketFields,
  type ExtractionFieldConfig,
  type StructuredTicket,
  type TicketField,
} from '../types.ts';

/** Which standard fields to extract and how strict to be, and which custom fields to look for. */
export interface FieldPlan {
  enabled: Set<TicketField>;
  required: Set<TicketField>;
  thresholds: Partial<Record<TicketField, number>>;
  custom: ExtractionFieldConfig[];
}

const standardByKey = new Map<string, TicketField>(ticketFields.map((field) => [field.toLowerCase(), field]));

function standardField(config: ExtractionFieldConfig): TicketField | undefined {
  return (
    standardByKey.get(config.fieldName.toLowerCase()) ??
    standardByKey.get(config.displayName.replace(/[^\p{L}]/gu, '').toLowerCase())
  );
}

/**
 * Reads the admins' ML field settings (spec 001 §3 Extraction field). Standard fields not listed stay
 * enabled; with no settings at all the event name is required, as a stored ticket needs one.
 */
export function planFields(fields: readonly ExtractionFieldConfig[] | undefined): FieldPlan {
  const plan: FieldPlan = { enabled: new Set(ticketFields), required: new Set(), thresholds: {}, custom: [] };
  if (!fields) {
    plan.required.add('eventName');
    return plan;
  }
  for (const config of fields) {
    const field = standardField(config);
    if (!field) {
      if (config.isEnabled) plan.custom.push(config);
      continue;
    }
    if (!config.isEnabled) {
      plan.enabled.delete(field);
      continue;
    }
    if (config.isRequired) plan.required.add(field);
    plan.thresholds[field] = config.confidenceThreshold;
  }
  return plan;
}

const synonyms: Record<string, string> = {
  no: 'number',
  nr: 'number',
  num: 'number',
  nummer: 'number',
  numero: 'number',
  id: 'number',
  ref: 'reference',
};
const normalise = (list: string[]) => new Set(list.map((word) => synonyms[word] ?? word));

function labelVariants(config: ExtractionFieldConfig): Set<string>[] {
  const camel = config.fieldName.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  const quoted = [...(config.description ?? '').matchAll(/['"‘“]([^'"’”]{2,40})['"’”]/g)].map((m) => m[1]!);
  return [config.displayName, camel, ...quoted]
    .map((text) => normalise(words(text)))
    .filter((set) => set.size > 0);
}

/** 95 when the label says exactly the variant's words, 85 when it says them among a few others, else 0. */
function labelMatch(variant: Set<string>, label: Set<string>): number {
  let shared = 0;
  for (const word of variant) if (label.has(word)) shared += 1;
  if (shared < variant.size) return 0;
  return shared === label.size ? 95 : shared / label.size >= 0.5 ? 85 : 0;
}

/** A custom field's value and a 0-100 confidence. */
export interface CustomValue {
  value: string;
  confidence: number;
}

/**
 * Finds a custom field by its label ('Order Number', 'Gate'): the labelled value whose label says the
 * same words, or failing that one of the same kind in another language ('Bestellnummer'), or the
 * machine-readable data.
 */
export function extractCustomField(
  config: ExtractionFieldConfig,
  pairs: readonly LabelledValue[],
  structured: readonly StructuredTicket[],
): CustomValue | undefined {
  const variants = labelVariants(config);
  const variantClasses = new Set(variants.flatMap((variant) => lexiconClassesOf([...variant])));
  let found: CustomValue | undefined;
  for (const pair of pairs) {
    if (pair.kind === 'inline' || pair.value.length > 80) continue;
    const label = normalise(pair.labelWords);
    const confidence = Math.max(...variants.map((variant) => labelMatch(variant, label)));
    const pairClasses = lexiconClassesOf(pair.labelWords);
    const sameKind =
      !pairClasses.includes('purchase') &&
      pairClasses.some((cls) => variantClasses.has(cls) && ['order', 'gate'].includes(cls));
    const best = Math.max(confidence, sameKind ? 70 : 0);
    if (best > (found?.confidence ?? 0)) found = { value: pair.value.trim(), confidence: best };
  }
  if (found) return found;
  for (const ticket of structured) {
    if (variantClasses.has('order') && ticket.orderNumber)
      return { value: ticket.orderNumber, confidence: 80 };
    for (const [label, value] of Object.entries(ticket.extra ?? {})) {
      if (variants.some((variant) => labelMatch(variant, normalise(words(label))) > 0))
        return { value, confidence: 80 };
    }
  }
  return undefined;
}
