import { ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

import { demoSteps } from './demo-steps';

export const DEMO_STEP_MS = 4500;

// Smaller buttons on phones so that Back, the step dots and Next share one row at 320 px.
const compact = 'h-9 px-3 sm:h-10 sm:px-4';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function DemoWalkthrough() {
  const [index, setIndex] = useState(0);
  // Visitors who ask for less motion step through by hand.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const lastIndex = demoSteps.length - 1;
  const autoplaying = playing && index < lastIndex;
  const step = demoSteps[index] ?? demoSteps[0];

  useEffect(() => {
    if (!autoplaying) return;
    const timer = setTimeout(() => setIndex((current) => Math.min(current + 1, lastIndex)), DEMO_STEP_MS);
    return () => clearTimeout(timer);
  }, [autoplaying, index, lastIndex]);

  // Taking the controls stops the autoplay, as a carousel should.
  const goTo = (target: number) => {
    setPlaying(false);
    setIndex(Math.max(0, Math.min(target, lastIndex)));
  };
  const replay = () => {
    setIndex(0);
    setPlaying(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Walkthrough"
      onKeyDown={onKeyDown}
      className="grid grid-cols-1 gap-4"
    >
      <div className="flex items-center gap-2">
        <div className="h-1 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
          {autoplaying && (
            <div
              key={index}
              className="h-full origin-left animate-progress rounded-full bg-primary"
              style={{ animationDuration: `${DEMO_STEP_MS}ms` }}
            />
          )}
        </div>
        {index < lastIndex ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? 'Pause walkthrough' : 'Play walkthrough'}
          >
            {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={replay}
            aria-label="Replay walkthrough"
          >
            <RotateCcw aria-hidden />
          </Button>
        )}
      </div>

      {/* The live region stays mounted; only its content changes with the step. */}
      <div aria-live={autoplaying ? 'off' : 'polite'}>
        <div
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`Step ${index + 1} of ${demoSteps.length}`}
          className="grid grid-cols-1 gap-4"
        >
          <div className="animate-step-in">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">
              Step {index + 1} of {demoSteps.length}
            </p>
            <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
          </div>
          <div className="min-h-56 rounded-xl bg-muted/70 p-4">
            <step.Visual />
          </div>
        </div>
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" className={compact} onClick={() => goTo(index - 1)} disabled={index === 0}>
          <ChevronLeft aria-hidden />
          Back
        </Button>

        <div className="flex items-center">
          {demoSteps.map((item, dotIndex) => (
            <button
              key={item.title}
              type="button"
              onClick={() => goTo(dotIndex)}
              aria-label={`Step ${dotIndex + 1}: ${item.title}`}
              aria-current={dotIndex === index ? 'step' : undefined}
              className="group inline-flex size-6 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all duration-300',
                  dotIndex === index ? 'w-5 bg-primary' : 'w-2 bg-input group-hover:bg-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>

        {index < lastIndex ? (
          <Button className={compact} onClick={() => goTo(index + 1)}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        ) : (
          <Button asChild className={compact}>
            <Link to={paths.customer.auth.getHref('register')}>Get started</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
