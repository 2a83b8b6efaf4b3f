import { trainingItems } from '../../core/ml/training-items.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/ml/training-data (spec 001 §3 Training item): the verified and corrected tickets. */
export const listTrainingData = defineRoute({}, async () => ok(await trainingItems()));
