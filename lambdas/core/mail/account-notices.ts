import { getConfig } from '../config/env.ts';
import { renderMessage, type RenderedMessage } from './message-layout.ts';

/**
 * Security notices that are not part of the editable template catalogue (spec 001 §2.14 lists six):
 * they only tell the owner of an address that something changed on their account.
 */
export function emailChangedNotice(values: { customerName: string; newEmail: string }): RenderedMessage {
  return renderMessage({
    subject: 'The e-mail address of your Ticket Relay account was changed',
    values,
    webUrl: getConfig().WEB_URL,
    blocks: [
      { kind: 'paragraph', text: 'Hi {{customerName}},' },
      {
        kind: 'paragraph',
        text: 'The e-mail address of your Ticket Relay account was just changed to {{newEmail}}. We will send account e-mails there from now on.',
      },
      { kind: 'paragraph', text: 'If you did not make this change, contact our support team right away.' },
      { kind: 'button', label: 'Contact support', link: { path: '/support' } },
    ],
  });
}
