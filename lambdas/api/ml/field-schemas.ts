import { z } from 'zod';

/**
 * Server-side validation of ML fields (spec 001 §5 leaves it to the server): a camelCase field name,
 * a display name, a threshold 0-100 and an order of at least 1. Unknown keys (the SPA sends the whole
 * field, id and timestamps included) are ignored.
 */
const mustBe = (rule: string) => ({ error: rule });

const fieldNameRule =
  'The field name must be a camelCase identifier: a lower-case letter, then letters and digits (e.g. orderNumber).';
const thresholdRule = 'The confidence threshold must be a whole number from 0 to 100.';
const orderRule = 'The order must be a whole number of at least 1.';

export const fieldNameField = z
  .string(mustBe('Please enter a field name.'))
  .trim()
  .min(1, 'Please enter a field name.')
  .max(64, 'The field name can be at most 64 characters long.')
  .regex(/^[a-z][a-zA-Z0-9]*$/, fieldNameRule);

export const displayNameField = z
  .string(mustBe('Please enter a display name.'))
  .trim()
  .min(1, 'Please enter a display name.')
  .max(100, 'The display name can be at most 100 characters long.');

const descriptionField = z
  .string(mustBe('The description must be text.'))
  .trim()
  .max(500, 'The description can be at most 500 characters long.')
  .nullable()
  .optional();

const thresholdField = z
  .number(mustBe(thresholdRule))
  .int(thresholdRule)
  .min(0, thresholdRule)
  .max(100, thresholdRule);

// The order is a padded sort key of six digits.
const orderField = z
  .number(mustBe(orderRule))
  .int(orderRule)
  .min(1, orderRule)
  .max(999_999, 'The order can be at most 999999.');

const flag = (name: string) => z.boolean(mustBe(`${name} must be true or false.`));

export const createFieldInputSchema = z.object({
  fieldName: fieldNameField,
  displayName: displayNameField,
  description: descriptionField,
  // spec 001 §3 Extraction field defaults.
  isEnabled: flag('isEnabled').default(true),
  isRequired: flag('isRequired').default(false),
  confidenceThreshold: thresholdField.default(70),
  order: orderField.optional(),
});

export const updateFieldInputSchema = z.object({
  fieldName: fieldNameField.optional(),
  displayName: displayNameField.optional(),
  description: descriptionField,
  isEnabled: flag('isEnabled').optional(),
  isRequired: flag('isRequired').optional(),
  confidenceThreshold: thresholdField.optional(),
  order: orderField.optional(),
});

export const fieldIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
