import { CircleAlert, FileClock } from 'lucide-react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { serverMessage } from '@/lib/api-client';

import { useAuditLog } from '../api/get-audit-log';
import { formatWhen } from '../lib/format-change';
import { ChangeList } from './change-list';

/** Issue 7: every change an admin made, newest first, a page at a time. */
export function AuditLog() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  if (log.isPending) return <p className="text-muted-foreground">Loading the audit log…</p>;
  if (log.isError && !log.data) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden />
        <AlertDescription>
          {serverMessage(log.error) ?? 'Failed to load the audit log. Please try again.'}
        </AlertDescription>
      </Alert>
    );
  }
  if (entries.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 p-10 text-center text-muted-foreground">
          <FileClock className="size-8" aria-hidden />
          <p>No admin changes recorded yet</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <Table label="Admin changes">
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Admin</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Subject</TableHead>
              <TableHead>Changes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} className="align-top">
                <TableCell className="align-top">
                  <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                </TableCell>
                <TableCell className="align-top">{entry.actorEmail || entry.actorId}</TableCell>
                <TableCell className="align-top">{entry.action}</TableCell>
                <TableCell className="align-top">
                  <span className="capitalize">{entry.subjectType}</span>{' '}
                  <span className="font-mono text-xs text-muted-foreground">{entry.subjectId}</span>
                </TableCell>
                <TableCell className="min-w-64 align-top">
                  <ChangeList entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {log.isFetchNextPageError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(log.error) ?? 'Failed to load more entries. Please try again.'}
          </p>
        )}
        {log.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
