import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createRoutes } from '@/app/router';
import { adminShellRoutes } from '@/features/admin/testing/admin-routes';
import { reply, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

/** GET /api/settings/extraction as the server answers it with its defaults (spec 001 §9). */
export const settingsBody = {
  success: true,
  keywords: 'ticket confirmation purchase event',
  autoProcess: true,
  autoExtract: true,
  confidenceThreshold: 70,
  syncInterval: 15,
  autoSync: true,
  lastSync: null,
};

export const connectedMailbox = reply(200, {
  success: true,
  user: { email: 'box@example.com' },
  lastSync: null,
  lastSyncError: null,
  processedCount: 3,
});

// The server answers 200 with success false when no mailbox is connected (lambdas/api/gmail/get-auth-status.ts).
export const noMailbox = reply(200, {
  success: false,
  user: null,
  message: 'No Gmail account is connected.',
});

export const trainingStatusBody = {
  status: 'ready',
  progress: 100,
  modelVersion: 'v3',
  lastUpdated: '2026-03-02T15:00:00.000Z',
  lastTrainedSamples: 42,
  trainingModelVersion: 'v3',
  error: null,
  startedAt: '2026-03-02T14:58:00.000Z',
  finishedAt: '2026-03-02T15:00:00.000Z',
};

export const integrationStatusBody = {
  success: true,
  gmail: {
    status: 'Connected',
    email: 'box@example.com',
    processedCount: 3,
    lastSync: null,
    autoSync: true,
    syncInterval: 15,
  },
  ml: { status: 'Active', lastTraining: null, modelVersion: 'v3' },
  database: { status: 'Connected', entriesCount: 601, emails: 382, tickets: 219, storageUsed: 12_345_678 },
};

/** The shell's calls and every call of the settings tabs, answered as a healthy server would. */
export function settingsRoutes(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    ...adminShellRoutes(),
    'GET /api/settings/extraction': reply(200, settingsBody),
    'GET /api/gmail/auth-status': connectedMailbox,
    'GET /api/ml/training-status': reply(200, trainingStatusBody),
    'GET /api/integrations/status': reply(200, integrationStatusBody),
    'GET /api/ml/fields': reply(200, []),
    ...overrides,
  };
}

/** Opens the settings page at `path` and waits for its heading. */
export async function openSettings(path = '/admin/settings') {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, path);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { user, ...view };
}
