import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { getCurrentUser } from './get-current-user.ts';
import { loginAdmin } from './login-admin.ts';
import { logout } from './logout.ts';
import { registerAdmin } from './register-admin.ts';

export const handler = createAreaHandler('auth', { loginAdmin, registerAdmin, logout, getCurrentUser });
