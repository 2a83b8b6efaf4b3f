import { DollarSign, Eye, Mail } from 'lucide-react';

import { Card, CardContent, CardHeader } from '@/components/ui/card';

import type { ActivityItem } from '../lib/recent-activity';

const icons = { sold: DollarSign, listed: Eye, received: Mail } as const;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The Recent Activity panel (spec 000 §2-§3): up to 5 items, or 'No recent activity'. */
export function RecentActivityPanel({ items }: { items: readonly ActivityItem[] }) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Recent Activity</h2>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent activity</p>
        ) : (
          <ul className="grid gap-3">
            {items.map((item) => {
              const Icon = icons[item.kind];
              return (
                <li key={item.id} className="flex gap-3">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium">{item.title}</span>
                    <span className="block break-words text-muted-foreground">{item.message}</span>
                    {item.at && (
                      <time className="block text-xs text-muted-foreground" dateTime={item.at}>
                        {timeFormat.format(new Date(item.at))}
                      </time>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
