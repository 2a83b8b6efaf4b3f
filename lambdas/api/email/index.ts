import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { getEmailStatus } from './get-email-status.ts';
import { listEmailTemplates } from './list-email-templates.ts';
import { previewEmailTemplate } from './preview-email-template.ts';
import { sendTestEmail } from './send-test-email.ts';

export const handler = createAreaHandler('email', {
  getEmailStatus,
  listEmailTemplates,
  previewEmailTemplate,
  sendTestEmail,
});
