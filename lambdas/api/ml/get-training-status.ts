import { trainingStatus } from '../../core/ml/training-status.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/ml/training-status (spec 001 §3 Training status), polled every 5 s while training. */
export const getTrainingStatus = defineRoute({}, async () => ok(await trainingStatus()));
