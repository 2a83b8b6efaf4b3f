import { useState } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { serverMessage } from '@/lib/api-client';

import { EmailStatusBadge } from '../../emails/components/email-status-badge';
import { HISTORY_PAGE_SIZE, useProcessingHistory, type HistoryItem } from '../api/get-processing-history';
import { EmailDetailsDialog, formatDateTime } from './email-details-dialog';

/** The Processing History screen (spec 001 §2.7): 10 runs a page, newest first, with their details. */
export function ProcessingHistory() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<HistoryItem | null>(null);
  const history = useProcessingHistory(page);

  if (history.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        Loading processing history…
      </p>
    );
  }
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Processing history could not be loaded</AlertTitle>
        <AlertDescription>{serverMessage(history.error) ?? history.error.message}</AlertDescription>
      </Alert>
    );
  }
  const { items, total } = history.data;
  if (items.length === 0 && page === 1) {
    return (
      <Card className="px-6 py-12 text-center text-sm text-muted-foreground">
        No processing history records found
      </Card>
    );
  }
  const from = (page - 1) * HISTORY_PAGE_SIZE + 1;
  const to = (page - 1) * HISTORY_PAGE_SIZE + items.length;
  return (
    <div className="grid gap-4">
      <Card className="p-2">
        <Table label="Processing history">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Subject</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Confidence</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={`${item.id}-${item.processedAt}`}>
                <TableCell>{formatDateTime(item.processedAt)}</TableCell>
                <TableCell>
                  <span className="block font-medium">{item.sender || item.senderEmail || '—'}</span>
                  {item.sender && (
                    <span className="block text-xs text-muted-foreground">{item.senderEmail}</span>
                  )}
                </TableCell>
                <TableCell className="max-w-64 truncate" title={item.subject}>
                  {item.subject || '(no subject)'}
                </TableCell>
                <TableCell>
                  <EmailStatusBadge status={item.extractionStatus} />
                </TableCell>
                <TableCell className="tabular-nums">
                  {item.confidence === null ? '—' : `${Math.round(item.confidence)}%`}
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setSelected(item)}
                    aria-label={`View details of ${item.subject || 'email without subject'}`}
                  >
                    View Details
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {items.length === 0
            ? `Showing 0 of ${total} records`
            : `Showing ${from} to ${to} of ${total} records`}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page === 1}>
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setPage((p) => p + 1)}
            disabled={history.isPlaceholderData || page * HISTORY_PAGE_SIZE >= total}
          >
            Next
          </Button>
        </div>
      </div>
      <EmailDetailsDialog item={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
