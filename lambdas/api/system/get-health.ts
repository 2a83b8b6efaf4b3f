import { getActiveModelVersion } from '../../core/db/model-versions.ts';
import { TABLE_SCHEMA_VERSION } from '../../core/db/table-definition.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { memoizeFor } from '../../core/memoize-for.ts';

// Health is polled often (uptime checks, load balancers): the model version is read at most every 10 s.
const activeModelVersion = memoizeFor(10_000, () => getActiveModelVersion());

/** GET /api/health: liveness plus the versions this deployment runs (and proof the table answers). */
export const getHealth = defineRoute({}, async () =>
  ok({
    success: true,
    status: 'ok',
    versions: { tableSchema: TABLE_SCHEMA_VERSION, model: await activeModelVersion() },
  }),
);
