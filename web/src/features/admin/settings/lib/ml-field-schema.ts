import { z } from 'zod';

import type { MlField } from '../api/get-ml-fields';
import type { MlFieldInput } from '../api/save-ml-field';

// The field dialog's rules and messages are the server's (lambdas/api/ml/field-schemas.ts), so that an
// admin sees the same sentence before sending as the server would answer; spec 001 §5: threshold 0-100, order ≥ 1.
const fieldNameRule =
  'The field name must be a camelCase identifier: a lower-case letter, then letters and digits (e.g. orderNumber).';
const thresholdRule = 'The confidence threshold must be a whole number from 0 to 100.';
const orderRule = 'The order must be a whole number of at least 1.';

const wholeNumber = (value: string) => value.trim() !== '' && Number.isInteger(Number(value));

export const mlFieldFormSchema = z.object({
  fieldName: z
    .string()
    .trim()
    .min(1, 'Please enter a field name.')
    .max(64, 'The field name can be at most 64 characters long.')
    .regex(/^[a-z][a-zA-Z0-9]*$/, fieldNameRule),
  displayName: z
    .string()
    .trim()
    .min(1, 'Please enter a display name.')
    .max(100, 'The display name can be at most 100 characters long.'),
  description: z.string().trim().max(500, 'The description can be at most 500 characters long.'),
  isEnabled: z.boolean(),
  isRequired: z.boolean(),
  // Number inputs give text; checked here, turned into numbers by toMlFieldInput.
  confidenceThreshold: z
    .string()
    .refine((value) => wholeNumber(value) && Number(value) >= 0 && Number(value) <= 100, thresholdRule),
  order: z
    .string()
    .refine((value) => wholeNumber(value) && Number(value) >= 1, orderRule)
    .refine((value) => Number(value) <= 999_999, 'The order can be at most 999999.'),
});

export type MlFieldFormValues = z.infer<typeof mlFieldFormSchema>;

/** The form's starting values: the field's own, or the defaults of spec 001 §3 placed after the last field. */
export function mlFieldFormValues(field: MlField | undefined, nextOrder: number): MlFieldFormValues {
  return {
    fieldName: field?.fieldName ?? '',
    displayName: field?.displayName ?? '',
    description: field?.description ?? '',
    isEnabled: field?.isEnabled ?? true,
    isRequired: field?.isRequired ?? false,
    confidenceThreshold: String(field?.confidenceThreshold ?? 70),
    order: String(field?.order ?? nextOrder),
  };
}

export function toMlFieldInput(values: MlFieldFormValues): MlFieldInput {
  return {
    fieldName: values.fieldName,
    displayName: values.displayName,
    description: values.description || null,
    isEnabled: values.isEnabled,
    isRequired: values.isRequired,
    confidenceThreshold: Number(values.confidenceThreshold),
    order: Number(values.order),
  };
}
