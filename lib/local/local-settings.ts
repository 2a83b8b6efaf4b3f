import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

// Every port but the two well-known ones defaults to 0: a free one, so two copies can run side by side.
const localSettingsSchema = z.object({
  PORT: port(3000),
  SMTP_PORT: port(2525),
  SES_PORT: port(0),
  DYNAMODB_PORT: port(0),
  S3_PORT: port(0),
  SFN_PORT: port(0),
  SECRETS_PORT: port(0),
  DATA_DIR: z.string().min(1).default('.data'),
  /** The public address of the web app, used in links in e-mails; defaults to http://localhost:PORT. */
  WEB_URL: z.url().optional(),
  INBOUND_DOMAIN: z.string().min(1).default('relay.localhost'),
  MAIL_FROM: z.email().default('no-reply@ticketrelay.localhost'),
  ADMIN_EMAILS: z.string().default(''),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  /**
   * Check SPF, DKIM and DMARC of mail received over SMTP against DNS, as SES does in AWS (a failed check
   * quarantines the e-mail). Off by default: without DNS, or for mail sent from this machine, every check
   * would fail, so only the forwarder's address is compared.
   */
  INBOUND_AUTH_CHECKS: z.stringbool().default(false),
  /** Webhooks may call loopback and private addresses here (a receiver on this machine); never in AWS. */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.stringbool().default(true),
  /** How long the handlers reuse admin-managed settings (lambdas/core/config/env.ts); unset: their own periods. */
  SETTINGS_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;

/** The local target's settings from environment variables, with a readable error for a bad value. */
export function readLocalSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const parsed = localSettingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid settings:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`,
    );
  }
  return parsed.data;
}

export const defaultLocalSettings = (): LocalSettings => localSettingsSchema.parse({});
