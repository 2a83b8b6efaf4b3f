import { FileText } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ConfidenceBadge } from '@/features/admin/extracted-tickets/components/confidence-badge';
import { formatEventDate } from '@/features/tickets/lib/ticket-display';

import { useTrainingData, type TrainingItem } from '../api/training-data';
import { emailIdOfTicket } from '../lib/ml-display';
import { RawEmailDialog } from './raw-email-dialog';

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

function TrainingItemRow({ item, onViewEmail }: { item: TrainingItem; onViewEmail: (id: string) => void }) {
  const data = item.extractedData;
  const name = data.eventName?.trim() ? data.eventName : 'Unnamed event';
  const emailId = emailIdOfTicket(item.id);
  const titleId = `training-item-${item.id}`;
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-medium break-words">
          {name}
        </h3>
        <ConfidenceBadge ticket={{ manuallyVerified: false, extractionConfidence: item.confidence }} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {(
          [
            ['Event date', data.eventDate ? formatEventDate(data.eventDate) : 'Not available'],
            ['Venue', orDash(data.venue)],
            ['Section', orDash(data.section)],
            ['Row', orDash(data.row)],
            ['Seats', orDash(data.seats)],
            ['Quantity', data.quantity == null ? 'Unknown' : String(data.quantity)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={emailId === null}
          onClick={() => emailId && onViewEmail(emailId)}
          aria-describedby={titleId}
        >
          <FileText aria-hidden />
          View Raw Email
        </Button>
      </div>
    </li>
  );
}

/** spec 001 §2.8 Training Data: the verified tickets training learns from; read only while the tab is open. */
export function TrainingDataTab() {
  const data = useTrainingData();
  const [emailId, setEmailId] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Training Dataset</h2>
        <CardDescription>View all data currently used for training the model</CardDescription>
      </CardHeader>
      <CardContent>
        {data.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
        {data.isError && (
          <p role="alert" className="text-sm text-destructive">
            The training data could not be read.
          </p>
        )}
        {data.data?.length === 0 && (
          <div className="py-8 text-center">
            <p className="font-medium">No training data yet</p>
            <p className="text-sm text-muted-foreground">
              Process emails and manually correct extractions to add training data.
            </p>
          </div>
        )}
        {data.data && data.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Training items">
            {data.data.map((item) => (
              <TrainingItemRow key={item.id} item={item} onViewEmail={setEmailId} />
            ))}
          </ul>
        )}
      </CardContent>
      <RawEmailDialog emailId={emailId} onClose={() => setEmailId(null)} />
    </Card>
  );
}
