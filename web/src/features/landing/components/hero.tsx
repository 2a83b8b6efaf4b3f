import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { COMMISSION_PERCENT, formatPercent } from '@/lib/business';

import { WatchDemo } from './watch-demo';
import { ExtractionPreview } from './extraction-preview';

const promises = [
  'No upfront fee',
  `${formatPercent(COMMISSION_PERCENT)} commission, only when it sells`,
  'You approve every listing',
];

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklch,var(--color-primary)_18%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.25fr_1fr] lg:pb-24">
        <div>
          <p className="mb-4 inline-flex items-center rounded-full border bg-card px-3 py-1 text-sm font-medium text-muted-foreground shadow-sm">
            Resell event tickets without retyping a thing
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
          >
            Sell your tickets by forwarding one e-mail
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Forward your ticket confirmation to your personal transfer address. Ticket Relay reads the event,
            date and seats, lists the tickets once you approve them, and pays you after they sell.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.customer.auth.getHref('register')}>
                Get started
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <WatchDemo />
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check className="size-4 text-secondary" aria-hidden />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <ExtractionPreview />
      </div>
    </section>
  );
}
