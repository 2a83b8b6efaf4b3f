import { TABLE_SCHEMA_VERSION } from '../../core/db/table-definition.ts';
import { getActiveModelVersion } from '../../core/db/model-versions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/health: liveness plus the versions a deployment is running (and proof the table answers). */
export const getHealth = defineRoute({}, async () =>
  ok({
    success: true,
    status: 'ok',
    versions: { tableSchema: TABLE_SCHEMA_VERSION, model: await getActiveModelVersion() },
  }),
);
