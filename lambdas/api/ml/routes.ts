import type { RouteDefinition } from '../route-types.ts';

// spec 001 §7 Settings and ML; DESIGN §6.5: the ML and settings routes need role admin.
export const mlRoutes = [
  { method: 'GET', path: '/api/ml/performance', area: 'ml', access: 'admin', operation: 'getPerformance' },
  { method: 'GET', path: '/api/ml/stats', area: 'ml', access: 'admin', operation: 'getStats' },
  { method: 'POST', path: '/api/ml/train', area: 'ml', access: 'admin', operation: 'startTraining' },
  {
    method: 'GET',
    path: '/api/ml/training-status',
    area: 'ml',
    access: 'admin',
    operation: 'getTrainingStatus',
  },
  {
    method: 'GET',
    path: '/api/ml/training-data',
    area: 'ml',
    access: 'admin',
    operation: 'listTrainingData',
  },
  { method: 'GET', path: '/api/ml/fields', area: 'ml', access: 'admin', operation: 'listFields' },
  { method: 'POST', path: '/api/ml/fields', area: 'ml', access: 'admin', operation: 'createField' },
  { method: 'PATCH', path: '/api/ml/fields/{id}', area: 'ml', access: 'admin', operation: 'updateField' },
  { method: 'DELETE', path: '/api/ml/fields/{id}', area: 'ml', access: 'admin', operation: 'deleteField' },
] as const satisfies readonly RouteDefinition[];
