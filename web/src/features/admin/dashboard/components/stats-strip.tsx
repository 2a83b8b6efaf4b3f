import { Brain, Mail, Ticket } from 'lucide-react';

import { Card, CardContent } from '@/components/ui/card';

import { useStats } from '../api/get-stats';

/** spec 001 §2.3 item 1: e-mails processed, tickets extracted, ML accuracy (DESIGN §6.12: live). */
export function StatsStrip() {
  const stats = useStats();
  const value = (pick: (s: NonNullable<typeof stats.data>) => string) =>
    stats.data ? pick(stats.data) : stats.isError ? 'Unavailable' : '…';
  const cards = [
    {
      label: 'Emails Processed',
      value: value((s) => s.processedEmails.toLocaleString('en-US')),
      hint: stats.data ? `of ${stats.data.totalEmails.toLocaleString('en-US')} received` : undefined,
      icon: Mail,
    },
    {
      label: 'Tickets Extracted',
      value: value((s) => s.ticketsExtracted.toLocaleString('en-US')),
      hint: stats.data ? `${stats.data.needsReview.toLocaleString('en-US')} need review` : undefined,
      icon: Ticket,
    },
    {
      label: 'ML Accuracy',
      value: value((s) => `${Math.round(s.accuracy)}%`),
      hint: stats.data ? `Model ${stats.data.modelVersion}` : undefined,
      icon: Brain,
    },
  ];
  return (
    <section aria-label="Stats" className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value: shown, hint, icon: Icon }) => (
        <Card key={label}>
          <CardContent className="flex items-center gap-4 p-5">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold tabular-nums">{shown}</p>
              {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
