import { accountMessages } from '../../core/auth/account-messages.ts';
import { clientIp } from '../../core/auth/client-ip.ts';
import { signInInputSchema } from '../../core/auth/fields.ts';
import { startSession } from '../../core/auth/sessions.ts';
import { signInWithPassword } from '../../core/auth/sign-in.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** POST /api/customer/login: signs a seller (or an admin) in. */
export const loginCustomer = defineRoute({ body: signInInputSchema }, async ({ body, event }) => {
  const user = await signInWithPassword({ ...body, ip: clientIp(event) });
  const cookie = await startSession(user);
  return ok(
    { success: true, message: accountMessages.signedIn, user: toUserView(user) },
    { cookies: [cookie] },
  );
});
