import { integrationStatus } from '../../core/ingestion/integration-status.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/integrations/status → gmail, ml, database (the dashboard's Integration Status cards). */
export const getIntegrationStatus = defineRoute({}, async () =>
  ok({ success: true, ...(await integrationStatus()) }),
);
