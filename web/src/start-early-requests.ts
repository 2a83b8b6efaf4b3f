// Imported first by main.tsx, so that the request leaves before the rest of the entry is evaluated.
import { startEarlyUserRequest } from '@/lib/auth/early-user-request';

startEarlyUserRequest(window.location.pathname);
