import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { completeAuth } from './complete-auth.ts';
import { disconnectGmail } from './disconnect-gmail.ts';
import { getAuthStatus } from './get-auth-status.ts';
import { getAuthUrl } from './get-auth-url.ts';
import { syncGmail } from './sync-gmail.ts';

export const handler = createAreaHandler('gmail', {
  getAuthUrl,
  completeAuth,
  getAuthStatus,
  syncGmail,
  disconnectGmail,
});
