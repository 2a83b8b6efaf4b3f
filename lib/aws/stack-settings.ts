import type { Construct } from 'constructs';
import { z } from 'zod';

/** CDK context keys, with defaults in cdk.json; a deploy overrides them with `-c key=value`. */
export const settingKeys = [
  'webDomain',
  'certificateArn',
  'inboundDomain',
  'adminEmails',
  'mailFrom',
  'alarmEmail',
  'webAclArn',
] as const;

// cdk.json keeps unset values as '' so that every key is visible there; '' means "not set".
const unsetWhenBlank = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const domainName = z
  .hostname()
  .refine((value) => value.includes('.'), 'must be a fully qualified domain name')
  .transform((value) => value.toLowerCase());

const settingsSchema = z
  .object({
    /** The SPA's domain (CloudFront alias). Unset: the distribution's own *.cloudfront.net domain. */
    webDomain: z.preprocess(unsetWhenBlank, domainName.optional()),
    /** ACM certificate for webDomain; CloudFront only accepts certificates from us-east-1. */
    certificateArn: z.preprocess(
      unsetWhenBlank,
      z
        .string()
        .regex(
          /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
          'must be an ACM certificate ARN in us-east-1',
        )
        .optional(),
    ),
    /** Catch-all receiving domain of the SES receipt rule (the sellers' transfer addresses). */
    inboundDomain: domainName,
    /** Accounts that get role admin (DESIGN §6.6); comma-separated. */
    adminEmails: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z
        .array(z.string().trim())
        .transform((items) => items.filter(Boolean))
        .pipe(z.array(z.email())),
    ),
    /** Sender address of outgoing mail; its domain becomes the SES sending identity. */
    mailFrom: z.email(),
    /** Optional e-mail address subscribed to the alarm topic. */
    alarmEmail: z.preprocess(unsetWhenBlank, z.email().optional()),
    /** Optional AWS WAF web ACL (scope CLOUDFRONT, us-east-1) for the distribution. */
    webAclArn: z.preprocess(
      unsetWhenBlank,
      z
        .string()
        .regex(
          /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/,
          'must be a global WAFv2 web ACL ARN',
        )
        .optional(),
    ),
  })
  .refine((settings) => Boolean(settings.webDomain) === Boolean(settings.certificateArn), {
    message:
      'webDomain and certificateArn must be set together (CloudFront needs the certificate for the alias)',
    path: ['certificateArn'],
  });

export type StackSettings = z.infer<typeof settingsSchema>;

/** Parses raw context values; throws one error that names every invalid key. */
export function parseStackSettings(
  raw: Partial<Record<(typeof settingKeys)[number], unknown>>,
): StackSettings {
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid CDK context (cdk.json or -c key=value):\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Reads and validates the settings from the CDK context of `scope`. */
export function readStackSettings(scope: Construct): StackSettings {
  return parseStackSettings(
    Object.fromEntries(settingKeys.map((key) => [key, scope.node.tryGetContext(key) as unknown])),
  );
}

/** The domain part of an e-mail address. */
export const domainOf = (address: string): string =>
  address.slice(address.lastIndexOf('@') + 1).toLowerCase();
