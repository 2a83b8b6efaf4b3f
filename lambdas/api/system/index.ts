import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { getHealth } from './get-health.ts';

export const handler = createAreaHandler('system', { getHealth });
