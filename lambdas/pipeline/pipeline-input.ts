import { z } from 'zod';

/** What every execution of the pipeline starts with: where the raw MIME is and how it arrived. */
export const pipelineInputSchema = z.object({
  /** The SES message id (or the local SMTP server's equivalent); also the execution name. */
  messageId: z.string().min(1),
  bucket: z.string().min(3),
  key: z.string().min(1),
  receivedAt: z.iso.datetime({ offset: true }),
  recipients: z.array(z.string()).min(1),
  envelopeSender: z.string().optional(),
  /** Set by `POST /api/emails/{id}/reprocess`: the n-th re-run of the same e-mail (not a new delivery). */
  rerun: z.number().int().positive().optional(),
  /** Set by an admin's Process / Reprocess: the autoProcess and autoExtract settings do not hold it back. */
  manual: z.boolean().optional(),
  /**
   * SES receipt verdicts, or Gmail's for a synced message (core/gmail/authentication-results.ts);
   * absent where no authentication checks ran (the local SMTP server).
   */
  verdicts: z
    .object({
      spf: z.string(),
      dkim: z.string(),
      dmarc: z.string(),
      spam: z.string(),
      virus: z.string(),
    })
    .optional(),
});

export type PipelineInput = z.infer<typeof pipelineInputSchema>;

/** Key prefix under which raw inbound MIME is stored, by the SES receipt rule and the local SMTP server alike. */
export const INBOUND_PREFIX = 'inbound/';
