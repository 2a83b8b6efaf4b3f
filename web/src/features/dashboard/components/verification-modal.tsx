import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

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
import { localHints } from '@/lib/local-hints';

/**
 * The modal that opens after registration (spec 000 §2, §4) and closes once the e-mail is confirmed; the
 * caller passes `verified` from the polled customer record.
 */
export function VerificationModal({ email, verified }: { email: string; verified: boolean }) {
  const [requested, setRequested] = useState(() => localHints.getFlag('showVerificationModal'));
  const open = requested && !verified;

  useEffect(() => {
    // Verified while the modal was up: it closes and is not shown again.
    if (verified) localHints.setFlag('showVerificationModal', false);
  }, [verified]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          localHints.setFlag('showVerificationModal', false);
          setRequested(false);
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Check your inbox</DialogTitle>
          <DialogDescription>
            Your account is ready. We sent a verification link to{' '}
            <strong className="break-all text-foreground">{email}</strong>; open it to start selling.
          </DialogDescription>
        </DialogHeader>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden />
          Waiting for your email to be verified…
        </p>
        <p className="text-sm text-muted-foreground">
          This window closes by itself once your address is verified. Nothing there? Check your spam folder.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
