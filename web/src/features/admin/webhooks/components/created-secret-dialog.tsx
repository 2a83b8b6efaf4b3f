import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { SecretValue } from './secret-value';

/** After a webhook is created: its signing secret, to copy into the receiving application. */
export function CreatedSecretDialog({
  created,
  onClose,
}: {
  created: { name: string; secret: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Webhook signing secret</DialogTitle>
          <DialogDescription>
            {created?.name} signs every request with this secret (Standard Webhooks headers webhook-id,
            webhook-timestamp and webhook-signature). Copy it into the receiving application to verify the
            requests. You can reveal it again from the webhook&apos;s card.
          </DialogDescription>
        </DialogHeader>
        {created && <SecretValue secret={created.secret} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
