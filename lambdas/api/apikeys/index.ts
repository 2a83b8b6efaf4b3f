import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { createKey } from './create-key.ts';
import { deleteKey } from './delete-key.ts';
import { listKeys } from './list-keys.ts';
import { login } from './login.ts';
import { updateKey } from './update-key.ts';

// spec 001 §7: error replies of these routes carry an `error` field besides `message`.
export const handler = createAreaHandler(
  'apikeys',
  { listKeys, createKey, updateKey, deleteKey, login },
  { errorFormat: 'withError' },
);
