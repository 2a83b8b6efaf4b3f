import { newId } from '../ids.ts';

/** Attribute definitions shared by several entities. */

export const SERVICE_NAME = 'ticketrelay';

export const nowIso = (): string => new Date().toISOString();

/** A generated ULID key that never changes after creation; callers may pass their own for deterministic keys. */
export const generatedIdAttribute = {
  type: 'string',
  required: true,
  readOnly: true,
  default: () => newId(),
} as const;

export const createdAtAttribute = {
  type: 'string',
  required: true,
  readOnly: true,
  default: nowIso,
} as const;

/** Refreshed on every write. */
export const updatedAtAttribute = {
  type: 'string',
  required: true,
  watch: '*',
  default: nowIso,
  set: () => nowIso(),
} as const;

/** An ElectroDB validate function that explains itself (a bare `false` only says "Invalid value provided"). */
const rule =
  (holds: (value: number) => boolean, message: string) =>
  (value: number | undefined): boolean => {
    if (value !== undefined && !holds(value)) throw new Error(`${message} (got ${value})`);
    return true;
  };

/** DESIGN §4: money is integer cents on the server and on the wire. */
export const centsAttribute = {
  type: 'number',
  validate: rule(
    (value) => Number.isSafeInteger(value) && value >= 0,
    'must be a whole, non-negative number of cents',
  ),
} as const;

export const isPercent = rule(
  (value) => Number.isFinite(value) && value >= 0 && value <= 100,
  'must be 0-100',
);

export const isWholePercent = rule(
  (value) => Number.isInteger(value) && value >= 0 && value <= 100,
  'must be a whole number 0-100',
);

export const isNonNegativeInteger = rule(
  (value) => Number.isSafeInteger(value) && value >= 0,
  'must be a whole number ≥ 0',
);

export const isPositiveInteger = rule(
  (value) => Number.isSafeInteger(value) && value >= 1,
  'must be a whole number ≥ 1',
);

export const normaliseEmail = (value: string | undefined): string | undefined => value?.trim().toLowerCase();

/** Whole seconds since the epoch, the unit of DynamoDB's TTL attribute. */
export const toEpochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);
