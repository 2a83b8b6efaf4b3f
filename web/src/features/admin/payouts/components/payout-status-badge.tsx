import { Badge, type BadgeProps } from '@/components/ui/badge';

import type { AdminPayout } from '../api/get-payouts';

const looks: Record<AdminPayout['status'], { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'pending' },
  sent: { label: 'Sent', variant: 'sold' },
  paid: { label: 'Paid', variant: 'live' },
  failed: { label: 'Failed', variant: 'review' },
};

export function PayoutStatusBadge({ status }: { status: AdminPayout['status'] }) {
  const { label, variant } = looks[status];
  return <Badge variant={variant}>{label}</Badge>;
}
