import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { getIntegrationStatus } from './get-integration-status.ts';

export const handler = createAreaHandler('integrations', { getIntegrationStatus });
