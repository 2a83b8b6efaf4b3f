import { z } from 'zod';
import { emailField } from '../../core/auth/fields.ts';
import { getConfig } from '../../core/config/env.ts';
import { AppError } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { logger } from '../../core/logger.ts';
import { sendTemplateEmail } from '../../core/mail/send-email.ts';
import { sampleValues, templateIds } from '../../core/mail/templates.ts';

export const sendTestEmailParamsSchema = z.object({
  template: z.enum(templateIds, { error: `Please choose one of the templates: ${templateIds.join(', ')}.` }),
  // Whether a gateway hands path parameters over decoded or not, `%40` must read as `@`.
  email: z.string().transform(decodeOnce).pipe(emailField),
});

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const TEST_BANNER = 'This is a test e-mail from Ticket Relay. Every value in it is a sample, not real data.';

/** POST /api/email/test/{template}/{email}: sends one template, filled with sample values, marked as a test. */
export const sendTestEmail = defineRoute({ params: sendTestEmailParamsSchema }, async ({ params }) => {
  try {
    await sendTemplateEmail(params.email, params.template, sampleValues(getConfig().WEB_URL), {
      banner: TEST_BANNER,
      subjectPrefix: '[Test] ',
    });
  } catch (error) {
    logger.error('Test e-mail failed', { template: params.template, error: error as Error });
    throw new AppError(
      502,
      'The email service did not accept the test email. Please check its status and try again.',
    );
  }
  return ok({ success: true, message: `Test email "${params.template}" sent to ${params.email}.` });
});
