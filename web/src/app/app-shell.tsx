import { Outlet, useLocation } from 'react-router';

import { ChatAssistant } from '@/features/chat/components/chat-assistant';

import { useMailboxReturn } from './mailbox-return';

// spec 000 covers the public and customer pages; the admin console (spec 001) has no assistant.
const withoutAssistant = /^\/(admin|api-keys-direct)(\/|$)/;

/** Every page: the mailbox-return toasts, and the chat assistant where the customer-facing spec puts it. */
export function AppShell() {
  const { pathname } = useLocation();
  useMailboxReturn();
  return (
    <>
      <Outlet />
      {!withoutAssistant.test(pathname) && <ChatAssistant />}
    </>
  );
}
