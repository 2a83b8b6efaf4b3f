import { BadgeCheck, Forward, ScanText } from 'lucide-react';

import { PAYOUT_TIMING_TEXT } from '@/lib/business';

const steps = [
  {
    Icon: Forward,
    title: 'Forward your confirmation',
    text: 'Send the confirmation e-mail from your ticket seller to your personal transfer address. Nothing to fill in.',
  },
  {
    Icon: ScanText,
    title: 'We extract the details',
    text: 'Ticket Relay reads the event, date, venue, section, row and seats, and shows them to you for review.',
  },
  {
    Icon: BadgeCheck,
    title: 'Approve, set a floor price, get paid',
    text: `Approve the listing and choose the lowest price you will accept. After the sale you are paid ${PAYOUT_TIMING_TEXT}.`,
  },
] as const;

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-16 border-y bg-card"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary">How it works</p>
          <h2 id="how-it-works-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            From inbox to listing in three steps
          </h2>
        </div>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map(({ Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border bg-background p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
