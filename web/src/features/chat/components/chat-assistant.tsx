import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { localHints } from '@/lib/local-hints';

// The panel (answers and tour texts) loads when first opened, keeping it out of every page's first load.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

type Mode = 'closed' | 'open' | 'minimized';

/**
 * The floating assistant (spec 000 §2): a launcher and a panel that can be minimized (keeping the
 * conversation) or closed. While the showChatGuide hint is set (by registration, spec 000 §4) it opens
 * by itself on the guided tour; the hint is read on every render, so the tour also starts when the
 * hint is set on a page the assistant was already on.
 */
export function ChatAssistant() {
  const [mode, setMode] = useState<Mode>('closed');
  const tourPending = localHints.getFlag('showChatGuide');
  const shown: Mode = tourPending && mode === 'closed' ? 'open' : mode;
  const endTour = () => localHints.setFlag('showChatGuide', false);

  return (
    <>
      {shown !== 'closed' && (
        <Suspense fallback={null}>
          <div hidden={shown === 'minimized'}>
            <ChatPanel
              startWithTour={tourPending}
              onMinimize={() => setMode('minimized')}
              onClose={() => {
                endTour();
                setMode('closed');
              }}
              onTourEnd={() => {
                endTour();
                setMode('open');
              }}
            />
          </div>
        </Suspense>
      )}
      {shown !== 'open' && (
        <Button
          className="fixed right-4 bottom-4 z-50 size-14 rounded-full shadow-lg"
          aria-label="Open chat assistant"
          onClick={() => setMode('open')}
        >
          <MessageCircle className="size-6" aria-hidden />
        </Button>
      )}
    </>
  );
}
