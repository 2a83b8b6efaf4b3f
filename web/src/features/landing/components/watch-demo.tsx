import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

const loadDemoDialog = () => import('./demo-dialog');
const DemoDialog = lazy(loadDemoDialog);

function prefetchDemoDialog() {
  // A failed prefetch is retried when the dialog is opened; nothing to report here.
  loadDemoDialog().catch(() => undefined);
}

/** The hero's "Watch demo" button; the dialog's code is fetched as soon as the visitor points at it. */
export function WatchDemo() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openDemo = () => {
    setRequested(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="lg"
        aria-haspopup="dialog"
        onPointerEnter={prefetchDemoDialog}
        onFocus={prefetchDemoDialog}
        onClick={openDemo}
      >
        <PlayCircle aria-hidden />
        Watch demo
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <DemoDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
