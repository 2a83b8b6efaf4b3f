import { SendEmailCommand } from '@aws-sdk/client-ses';
import { ses } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { logger } from '../logger.ts';
import { recordSendOutcome } from './mail-status.ts';
import type { RenderedMessage } from './message-layout.ts';
import { renderTemplate, type TemplateId, type TemplateValues } from './templates.ts';

/** Sends one message (HTML and plain text) from MAIL_FROM through SES; resolves to the SES message id. */
export async function sendEmail(to: string, message: RenderedMessage): Promise<string> {
  const { MAIL_FROM } = getConfig();
  try {
    const result = await ses().send(
      new SendEmailCommand({
        Source: `Ticket Relay <${MAIL_FROM}>`,
        Destination: { ToAddresses: [to] },
        Message: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: message.html, Charset: 'UTF-8' },
            Text: { Data: message.text, Charset: 'UTF-8' },
          },
        },
      }),
    );
    await recordSendOutcome('sent');
    return result.MessageId ?? '';
  } catch (error) {
    await recordSendOutcome('failed').catch(() => undefined);
    throw error;
  }
}

/** Renders a catalogue template with links from WEB_URL and sends it. */
export async function sendTemplateEmail<T extends TemplateId>(
  to: string,
  template: T,
  values: TemplateValues<T>,
  options: { banner?: string; subjectPrefix?: string } = {},
): Promise<string> {
  const message = renderTemplate(template, values, { webUrl: getConfig().WEB_URL, ...options });
  return sendEmail(to, message);
}

/**
 * Sends an account e-mail whose failure must not undo what the user just did (registration, a reset
 * request): the failure is logged and reported as false, and the user can ask again.
 */
export async function trySendTemplateEmail<T extends TemplateId>(
  to: string,
  template: T,
  values: TemplateValues<T>,
): Promise<boolean> {
  try {
    await sendTemplateEmail(to, template, values);
    return true;
  } catch (error) {
    logger.error('Sending an e-mail failed', { template, error: error as Error });
    return false;
  }
}
