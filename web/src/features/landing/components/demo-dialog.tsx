import type { RefObject } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import { DemoWalkthrough } from './demo-walkthrough';

type DemoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: it has no Radix Trigger to return to. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

// Loaded on demand by WatchDemo: Radix Dialog is most of the landing page's script otherwise.
export default function DemoDialog({ open, onOpenChange, returnFocusTo }: DemoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>How Ticket Relay works</DialogTitle>
          <DialogDescription>Four steps from a confirmation e-mail to a payout.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts at step 1. */}
        <DemoWalkthrough />
      </DialogContent>
    </Dialog>
  );
}
