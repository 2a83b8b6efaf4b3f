import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { createField } from './create-field.ts';
import { deleteField } from './delete-field.ts';
import { getPerformance } from './get-performance.ts';
import { getStats } from './get-stats.ts';
import { getTrainingStatus } from './get-training-status.ts';
import { listFields } from './list-fields.ts';
import { listTrainingData } from './list-training-data.ts';
import { startTraining } from './start-training.ts';
import { updateField } from './update-field.ts';

export const handler = createAreaHandler('ml', {
  getPerformance,
  getStats,
  startTraining,
  getTrainingStatus,
  listTrainingData,
  listFields,
  createField,
  updateField,
  deleteField,
});
