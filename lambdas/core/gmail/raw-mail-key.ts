/** Raw MIME of synced Gmail messages, next to SES's `inbound/` in the raw-mail bucket (plain data for CDK). */
export const GMAIL_PREFIX = 'gmail/';

/** Execution name and Email id of a Gmail message: one message can only ever run once. */
export const gmailEmailId = (messageId: string): string => `gmail-${messageId}`;
