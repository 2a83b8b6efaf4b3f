import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { localHints } from '@/lib/local-hints';

// The panel (answers and tour texts) loads when first opened, keeping it out of every page's first load.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

type Mode = 'closed' | 'open' | 'minimized';

/**
 * The floating assistant (spec 000 §2): a launcher and a panel that can be minimized (keeping the
 * conversation) or closed. After registration (the showChatGuide hint, spec 000 §4) it opens by itself
 * on the guided tour.
 */
export function ChatAssistant() {
  const [tourRequested] = useState(() => localHints.getFlag('showChatGuide'));
  const [mode, setMode] = useState<Mode>(tourRequested ? 'open' : 'closed');

  return (
    <>
      {mode !== 'closed' && (
        <Suspense fallback={null}>
          <div hidden={mode === 'minimized'}>
            <ChatPanel
              startWithTour={tourRequested}
              onMinimize={() => setMode('minimized')}
              onClose={() => setMode('closed')}
              onTourEnd={() => localHints.setFlag('showChatGuide', false)}
            />
          </div>
        </Suspense>
      )}
      {mode !== 'open' && (
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
