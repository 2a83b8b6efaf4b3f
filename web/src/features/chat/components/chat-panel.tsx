import { Minus, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

import { answerFor } from '../lib/answers';
import { tourSteps } from '../lib/tour';

interface Message {
  id: number;
  from: 'assistant' | 'you';
  text: string;
}

const GREETING =
  'Hi! I am the Ticket Relay assistant. Ask me about forwarding tickets, listings, fees or payouts.';

/**
 * The assistant's panel (spec 000 §2): canned keyword answers and the 7-step guided tour. `tour` opens it
 * on the tour's first step; `onTourEnd` runs when the tour is finished or skipped.
 */
export function ChatPanel({
  startWithTour,
  onMinimize,
  onClose,
  onTourEnd,
}: {
  startWithTour: boolean;
  onMinimize: () => void;
  onClose: () => void;
  onTourEnd: () => void;
}) {
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'assistant', text: GREETING }]);
  const [question, setQuestion] = useState('');
  const [step, setStep] = useState<number | null>(startWithTour ? 0 : null);
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return;
    setMessages((current) => [
      ...current,
      { id: current.length, from: 'you', text },
      { id: current.length + 1, from: 'assistant', text: answerFor(text) },
    ]);
    setQuestion('');
  };

  const endTour = () => {
    setStep(null);
    onTourEnd();
    inputRef.current?.focus();
  };

  const current = step === null ? undefined : tourSteps[step];

  return (
    <section
      aria-label="Chat assistant"
      className="fixed right-4 bottom-4 z-50 flex max-h-[min(32rem,calc(100dvh-2rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-card shadow-xl"
    >
      <header className="flex items-center justify-between gap-2 border-b bg-primary px-4 py-3 text-primary-foreground">
        <h2 className="text-sm font-semibold">Ticket Relay Assistant</h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-primary-foreground hover:bg-white/15"
            aria-label="Minimize chat"
            onClick={onMinimize}
          >
            <Minus aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-primary-foreground hover:bg-white/15"
            aria-label="Close chat"
            onClick={onClose}
          >
            <X aria-hidden />
          </Button>
        </div>
      </header>
      {current && step !== null ? (
        <div className="grid gap-3 p-4" role="group" aria-label="Guided tour">
          <p className="text-xs font-medium text-muted-foreground">
            Step {step + 1} of {tourSteps.length}
          </p>
          <h3 className="font-semibold">{current.title}</h3>
          <p className="text-sm text-muted-foreground">{current.text}</p>
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="ghost" size="sm" onClick={endTour}>
              Skip tour
            </Button>
            <div className="flex gap-2">
              {step > 0 && (
                <Button variant="outline" size="sm" onClick={() => setStep(step - 1)}>
                  Back
                </Button>
              )}
              {step < tourSteps.length - 1 ? (
                <Button size="sm" onClick={() => setStep(step + 1)}>
                  Next
                </Button>
              ) : (
                <Button size="sm" onClick={endTour}>
                  Finish
                </Button>
              )}
            </div>
          </div>
        </div>
      ) : (
        <>
          <ol className="grid flex-1 gap-2 overflow-y-auto p-4" aria-live="polite" aria-label="Conversation">
            {messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                  message.from === 'assistant' ? 'bg-muted' : 'ml-auto bg-primary text-primary-foreground',
                )}
              >
                <span className="sr-only">{message.from === 'assistant' ? 'Assistant: ' : 'You: '}</span>
                {message.text}
              </li>
            ))}
            <li ref={endRef} aria-hidden className="h-0" />
          </ol>
          <div className="border-t px-4 pt-2">
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setStep(0)}>
              Take the guided tour
            </Button>
          </div>
          <form onSubmit={ask} className="flex gap-2 p-4 pt-2">
            <Input
              ref={inputRef}
              aria-label="Your question"
              placeholder="Ask a question…"
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button type="submit" size="icon" aria-label="Send" disabled={!question.trim()}>
              <Send aria-hidden />
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
