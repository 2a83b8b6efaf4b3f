/** Raw MIME submitted through the external API, next to SES's `inbound/` and Gmail's `gmail/` (plain data for CDK). */
export const API_PREFIX = 'api/';

/** Execution name and Email id of a submitted message. */
export const API_EMAIL_ID_PREFIX = 'api-';

/** S3 metadata of the stored message: when it was submitted (the pipeline's receivedAt). */
export const RECEIVED_AT_METADATA = 'received-at';
