import { Inbox, Loader2, RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

import { emailFilters, useEmails, type EmailFilter } from '../api/get-emails';
import { useSyncGmail } from '../api/sync-gmail';
import { EmailRow } from './email-row';
import { GmailIndicator } from './gmail-indicator';

const filterLabels: Record<EmailFilter, string> = {
  all: 'All',
  unprocessed: 'Unprocessed',
  processed: 'Processed',
};

/** The Incoming Emails screen (spec 001 §2.4). */
export function IncomingEmails() {
  const [filter, setFilter] = useState<EmailFilter>('all');
  const sync = useSyncGmail();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <GmailIndicator />
        <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
          {sync.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          Sync Emails
        </Button>
      </div>
      <div role="group" aria-label="Filter emails" className="flex flex-wrap gap-2">
        {emailFilters.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'default' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {filterLabels[value]}
          </Button>
        ))}
      </div>
      <EmailList filter={filter} />
    </div>
  );
}

function EmailList({ filter }: { filter: EmailFilter }) {
  const emails = useEmails(filter);
  if (emails.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        Loading emails…
      </p>
    );
  }
  if (emails.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Emails could not be loaded</AlertTitle>
        <AlertDescription>{emails.error.message}</AlertDescription>
      </Alert>
    );
  }
  const items = emails.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <Inbox className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">No emails found</p>
        <p className="text-sm text-muted-foreground">Sync with Gmail to see emails</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <Card
        className={cn('overflow-hidden', emails.isFetching && !emails.isFetchingNextPage && 'opacity-80')}
      >
        <ul aria-label="Emails">
          {items.map((email) => (
            <EmailRow key={email.id} email={email} />
          ))}
        </ul>
      </Card>
      {emails.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void emails.fetchNextPage()}
          disabled={emails.isFetchingNextPage}
        >
          {emails.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />}
          Load more
        </Button>
      )}
    </div>
  );
}
