import { z } from 'zod';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

// Endpoints are set only on the local target; in AWS the SDK's defaults apply.
const optionalUrl = z.url().optional();

// An empty variable counts as unset (a blank GMAIL_CLIENT_ID means "Gmail not configured").
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(3),
  RAW_MAIL_BUCKET: z.string().min(3),
  MODELS_BUCKET: z.string().min(3),
  PIPELINE_STATE_MACHINE_ARN: z.string().min(1),
  WEB_URL: z.url(),
  INBOUND_DOMAIN: z.string().min(1),
  MAIL_FROM: z.email(),
  ADMIN_EMAILS: commaList,
  /** Secrets Manager ids (names or ARNs) of the generated session-signing and data-encryption keys. */
  SESSION_KEY_SECRET_ID: z.string().min(1),
  DATA_KEY_SECRET_ID: z.string().min(1),
  /** The model trainer Lambda, invoked asynchronously by `POST /api/ml/train`. */
  TRAINER_FUNCTION_NAME: z.string().min(1),
  /**
   * The webhook dispatcher Lambda (lambdas/jobs/webhook-dispatch.ts), invoked asynchronously when an
   * event is published so a delivery does not wait for its one-minute schedule. Unset: no kick.
   */
  WEBHOOK_DISPATCH_FUNCTION_NAME: optionalText,
  /**
   * Whether webhook URLs may resolve to private, loopback, link-local, shared (CGNAT) or metadata
   * addresses (SSRF guard, DESIGN §6.9): 'true' on the local target only, for development.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  SFN_ENDPOINT: optionalUrl,
  SECRETS_ENDPOINT: optionalUrl,
  LAMBDA_ENDPOINT: optionalUrl,
  /** Gmail OAuth client (lambdas/core/gmail/README.md): set directly, or in the secret GMAIL_OAUTH_SECRET_ID. */
  GMAIL_CLIENT_ID: optionalText,
  GMAIL_CLIENT_SECRET: optionalText,
  GMAIL_OAUTH_SECRET_ID: optionalText,
  /** Where Google sends the admin back with the code; defaults to `${WEB_URL}/admin/gmail/callback`. */
  GMAIL_REDIRECT_URI: z.preprocess((value) => (value === '' ? undefined : value), optionalUrl),
  // Google's endpoints; tests point them at a fake Gmail server.
  GMAIL_OAUTH_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GMAIL_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GMAIL_API_ROOT_URL: z.url().default('https://gmail.googleapis.com/'),
});

export type AppConfig = z.infer<typeof envSchema>;

let cached: AppConfig | undefined;

/** The typed configuration, parsed once per process; a missing variable fails fast with its name. */
export function getConfig(): AppConfig {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  cached = parsed.data;
  return cached;
}

const settingsMaxAgeSchema = z.coerce.number().int().min(0).max(3_600_000).optional();
let settingsMaxAge: { value: number | undefined } | undefined;

/**
 * How long a container may reuse admin-managed data that it reads for every e-mail or event (the
 * extraction and ML settings, the ML fields, the webhook list): `SETTINGS_MAX_AGE_MS` when set,
 * otherwise `fallbackMs`, the reader's own period. Test targets set 0, so that a change made through
 * the API applies to the very next e-mail in every container. Read on its own, without the rest
 * of the configuration, so the readers work wherever they run.
 */
export function settingsMaxAgeMs(fallbackMs: number): number {
  if (!settingsMaxAge) {
    const parsed = settingsMaxAgeSchema.safeParse(process.env.SETTINGS_MAX_AGE_MS || undefined);
    if (!parsed.success)
      throw new Error(
        'Invalid environment configuration:\n  SETTINGS_MAX_AGE_MS: must be a whole number of milliseconds from 0 to 3600000',
      );
    settingsMaxAge = { value: parsed.data };
  }
  return settingsMaxAge.value ?? fallbackMs;
}

/** The variable names a deployment target must set; CDK and the local target both use this list. */
export const requiredEnvNames = [
  'TABLE_NAME',
  'RAW_MAIL_BUCKET',
  'MODELS_BUCKET',
  'PIPELINE_STATE_MACHINE_ARN',
  'WEB_URL',
  'INBOUND_DOMAIN',
  'MAIL_FROM',
  'ADMIN_EMAILS',
  'SESSION_KEY_SECRET_ID',
  'DATA_KEY_SECRET_ID',
  'TRAINER_FUNCTION_NAME',
  'WEBHOOK_DISPATCH_FUNCTION_NAME',
  'WEBHOOK_ALLOW_PRIVATE_URLS',
] as const satisfies readonly (keyof AppConfig)[];
