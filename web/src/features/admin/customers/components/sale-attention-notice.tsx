import { AlertTriangle } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import { useResolveSaleAttention } from '../api/resolve-sale-attention';
import type { AdminListing } from '../api/schemas';
import { formatDateTime } from '../lib/format-date';

const reasonTexts: Record<string, string> = {
  transfer_cancelled_after_sale: 'Needs attention: transfer cancelled after sale',
};

/** An open flag on a sold ticket (issue 9): what happened, when, and Mark resolved. */
export function SaleAttentionNotice({ listing }: { listing: AdminListing }) {
  const resolve = useResolveSaleAttention(listing.customerId);
  const attention = listing.saleAttention;
  if (!attention || attention.resolvedAt) return null;
  const name = listing.eventName || 'Untitled event';

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-2">
      <div className="grid gap-1">
        <Badge variant="pending" className="whitespace-normal">
          <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
          {reasonTexts[attention.reason] ?? 'Needs attention'}
        </Badge>
        <p className="text-xs text-amber-950">
          Flagged {formatDateTime(attention.at)}. The sale and its payout were kept.
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Mark resolved: ${name}`}
        disabled={resolve.isPending}
        onClick={() => resolve.mutate(listing.id)}
      >
        Mark resolved
      </Button>
    </div>
  );
}
