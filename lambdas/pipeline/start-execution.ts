import { ExecutionAlreadyExists, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { SESEvent, SESReceipt } from 'aws-lambda';
import { getConfig } from '../core/config/env.ts';
import { sfn } from '../core/aws/clients.ts';
import { logger } from '../core/logger.ts';
import { INBOUND_PREFIX, type PipelineInput } from './pipeline-input.ts';

function verdictsOf(receipt: SESReceipt): PipelineInput['verdicts'] {
  return {
    spf: receipt.spfVerdict.status,
    dkim: receipt.dkimVerdict.status,
    dmarc: receipt.dmarcVerdict.status,
    spam: receipt.spamVerdict.status,
    virus: receipt.virusVerdict.status,
  };
}

/**
 * SES receipt-rule Lambda action (after the S3 action has stored the raw MIME): starts the pipeline.
 * The execution is named after the SES message id, so a repeated delivery cannot run twice.
 */
export async function handler(event: SESEvent): Promise<void> {
  const { RAW_MAIL_BUCKET, PIPELINE_STATE_MACHINE_ARN } = getConfig();
  for (const record of event.Records) {
    const { mail, receipt } = record.ses;
    const input: PipelineInput = {
      messageId: mail.messageId,
      bucket: RAW_MAIL_BUCKET,
      key: `${INBOUND_PREFIX}${mail.messageId}`,
      receivedAt: new Date(receipt.timestamp || mail.timestamp).toISOString(),
      recipients: receipt.recipients,
      envelopeSender: mail.source,
      verdicts: verdictsOf(receipt),
    };
    try {
      await sfn().send(
        new StartExecutionCommand({
          stateMachineArn: PIPELINE_STATE_MACHINE_ARN,
          name: mail.messageId,
          input: JSON.stringify(input),
        }),
      );
    } catch (error) {
      if (!(error instanceof ExecutionAlreadyExists)) throw error;
      logger.info('Pipeline already started for this message', { messageId: mail.messageId });
    }
  }
}
