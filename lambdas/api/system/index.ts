import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { getHealth } from './get-health.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const handler = createAreaHandler('system', { getHealth, sendContactMessage });
