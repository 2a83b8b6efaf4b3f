import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import type { Delivery } from '../api/schemas';
import { formatDuration, formatTime } from '../lib/format';

const statusLook: Record<
  Delivery['status'],
  { label: string; variant: BadgeProps['variant']; className?: string }
> = {
  delivered: { label: 'Delivered', variant: 'live' },
  pending: { label: 'Pending', variant: 'pending' },
  failed: {
    label: 'Failed',
    variant: 'outline',
    className: 'border-destructive/40 bg-destructive/10 text-destructive',
  },
};

/** One delivery of the log: its status, event, answer and retries, with a Resend button. */
export function DeliveryItem({
  delivery,
  resending,
  onResend,
}: {
  delivery: Delivery;
  resending: boolean;
  onResend: () => void;
}) {
  const look = statusLook[delivery.status];
  return (
    <li className="grid gap-3 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant={look.variant} className={cn(look.className)}>
            {look.label}
          </Badge>
          <span className="font-mono text-xs break-all">{delivery.eventType}</span>
        </div>
        <span className="text-xs text-muted-foreground">{formatTime(delivery.createdAt)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Detail term="Response">{delivery.responseStatus ?? '—'}</Detail>
        <Detail term="Duration">{formatDuration(delivery.durationMs)}</Detail>
        <Detail term="Attempts">{delivery.attempts}</Detail>
        {delivery.status === 'pending' ? (
          <Detail term="Next attempt">{formatTime(delivery.nextAttemptAt, '—')}</Detail>
        ) : (
          <Detail term="Delivered at">{formatTime(delivery.deliveredAt, '—')}</Detail>
        )}
        {delivery.lastError && (
          <Detail term="Last error" className="col-span-2 sm:col-span-4">
            <span className="text-destructive">{delivery.lastError}</span>
          </Detail>
        )}
      </dl>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" disabled={resending} onClick={onResend}>
          <RotateCw aria-hidden />
          {resending ? 'Resending…' : 'Resend'}
        </Button>
      </div>
    </li>
  );
}

function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words tabular-nums">{children}</dd>
    </div>
  );
}
