import { useCallback, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessage } from '@/lib/api-client';

import { useAcceptTerms } from '../api/accept-terms';
import { TERMS_LAST_UPDATED, TERMS_VERSION } from '../lib/terms';
import { termsSections } from '../lib/terms-sections';

/** spec 000 §2: the accept checkbox enables once the reader scrolled to within 10 pixels of the end. */
export const SCROLL_END_TOLERANCE_PX = 10;

/**
 * The terms and conditions dialog that opens before the first approval or floor price (spec 000 §2).
 * Accepting is recorded on the server (DESIGN §6.18); `onAccepted` then continues what the seller began.
 */
export function TermsDialog({
  customerId,
  open,
  onOpenChange,
  onAccepted,
}: {
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccepted: () => void;
}) {
  const [readToEnd, setReadToEnd] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptTerms(customerId);

  const checkEnd = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const { scrollTop, clientHeight, scrollHeight } = element;
    // Also true at once when the whole text fits without scrolling.
    if (scrollHeight - scrollTop - clientHeight <= SCROLL_END_TOLERANCE_PX) setReadToEnd(true);
  }, []);

  const submit = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        onAccepted();
      },
      onError: (error) => {
        toast.error('Error', { description: serverMessage(error) ?? 'Could not record your acceptance.' });
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Terms and Conditions</DialogTitle>
          <DialogDescription>
            Version {TERMS_VERSION} · Last updated {TERMS_LAST_UPDATED}. Please read to the end to continue.
          </DialogDescription>
        </DialogHeader>
        <div
          data-testid="terms-text"
          tabIndex={0}
          role="region"
          aria-label="Terms and Conditions text"
          ref={checkEnd}
          onScroll={(event) => checkEnd(event.currentTarget)}
          className="max-h-[50vh] overflow-y-auto rounded-md border p-4 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          {termsSections.map((section) => (
            <section key={section.title} className="mb-4 last:mb-0">
              <h3 className="font-semibold">{section.title}</h3>
              <p className="mt-1 text-muted-foreground">{section.text}</p>
            </section>
          ))}
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            disabled={!readToEnd}
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <span className={readToEnd ? undefined : 'text-muted-foreground'}>
            I have read and accept the Terms and Conditions
          </span>
        </label>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!agreed || accept.isPending} onClick={submit}>
            Accept &amp; Continue
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
