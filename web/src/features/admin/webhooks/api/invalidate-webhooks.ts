import type { QueryClient } from '@tanstack/react-query';

import { adminKeys } from '../../query-keys';

/** After any change: the webhooks, their delivery logs and the audit log (every admin change is audited). */
export const invalidateWebhooks = (queryClient: QueryClient): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.webhooks.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
  ]).then(() => undefined);
