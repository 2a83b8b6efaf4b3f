import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/api-client';

import { useDeliveries } from '../api/get-deliveries';
import { useResendDelivery } from '../api/resend-delivery';
import type { Delivery, Webhook } from '../api/schemas';
import { DeliveryItem } from './delivery-item';

function showResendResult(delivery: Delivery) {
  if (delivery.status === 'delivered') {
    toast.success('Delivery resent', {
      description: delivery.responseStatus
        ? `The endpoint answered ${delivery.responseStatus}.`
        : 'The endpoint accepted the event.',
    });
  } else {
    toast.error(`Resend failed: ${delivery.lastError || 'Unknown error'}`);
  }
}

/** The webhook's delivery log, newest first, a page at a time, with Resend on each delivery. */
export function DeliveryLogDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deliveries = useDeliveries(webhook.id);
  const resend = useResendDelivery({
    onSuccess: showResendResult,
    onError: (error) => toast.error('Failed to resend delivery', { description: serverMessage(error) }),
  });
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Deliveries of {webhook.name}</DialogTitle>
          <DialogDescription>
            Every event sent to this webhook, newest first, with the endpoint&apos;s answer and the retries.
          </DialogDescription>
        </DialogHeader>
        {deliveries.isPending && <p className="text-sm text-muted-foreground">Loading the deliveries…</p>}
        {deliveries.isError && (
          <p role="alert" className="text-sm text-destructive">
            The deliveries could not be loaded. {serverMessage(deliveries.error) ?? 'Please try again.'}
          </p>
        )}
        {deliveries.isSuccess && items.length === 0 && (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No deliveries yet. Events appear here once they are sent.
          </p>
        )}
        {items.length > 0 && (
          <ul aria-label="Deliveries" className="grid gap-3">
            {items.map((delivery) => (
              <DeliveryItem
                key={delivery.id}
                delivery={delivery}
                resending={resend.isPending && resend.variables.deliveryId === delivery.id}
                onResend={() => resend.mutate({ webhookId: webhook.id, deliveryId: delivery.id })}
              />
            ))}
          </ul>
        )}
        {deliveries.hasNextPage && (
          <Button
            variant="outline"
            disabled={deliveries.isFetchingNextPage}
            onClick={() => void deliveries.fetchNextPage()}
          >
            {deliveries.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
