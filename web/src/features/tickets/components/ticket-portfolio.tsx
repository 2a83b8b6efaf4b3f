import { CheckCircle2, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatCents } from '@/lib/money';

import { useApproveTicket } from '../api/approve-ticket';
import type { CustomerTicket, TicketTab } from '../api/get-tickets';
import { TERMS_VERSION } from '../lib/terms';
import { matchesSearch } from '../lib/ticket-display';
import { SaleOffer } from './sale-offer';
import { sampleTicket } from './sample-ticket';
import { TicketCard } from './ticket-card';

// The dialogs load when first opened: they are not needed to show the portfolio (issue 6 JS budget).
const ApproveDialog = lazy(() => import('./approve-dialog').then((m) => ({ default: m.ApproveDialog })));
const FloorPriceDialog = lazy(() =>
  import('./floor-price-dialog').then((m) => ({ default: m.FloorPriceDialog })),
);
const TermsDialog = lazy(() => import('./terms-dialog').then((m) => ({ default: m.TermsDialog })));
const TicketDetailsDialog = lazy(() =>
  import('./ticket-details-dialog').then((m) => ({ default: m.TicketDetailsDialog })),
);

/** spec 000 §9: the 'Updated!' highlight lasts 3 s, the green banner 4 s. */
export const UPDATED_HIGHLIGHT_MS = 3_000;
export const UPDATED_BANNER_MS = 4_000;

const tabLabels: Record<TicketTab, string> = {
  pending: 'Pending Review',
  live: 'Live Listings',
  sold: 'Sold Tickets',
};

type PendingAction = { kind: 'approve' | 'price'; ticket: CustomerTicket };

export interface TicketLists {
  pending: readonly CustomerTicket[];
  live: readonly CustomerTicket[];
  sold: readonly CustomerTicket[];
}

/**
 * The Ticket Portfolio card (spec 000 §2): search, Refresh, the three tabs with counts, the cards and
 * their actions. Approving and pricing open the terms first when the current version is not accepted.
 */
export function TicketPortfolio({
  customerId,
  termsAccepted,
  lists,
  refreshing,
  onRefresh,
}: {
  customerId: string;
  termsAccepted: boolean;
  lists: TicketLists;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const [tab, setTab] = useState<TicketTab>('pending');
  const [search, setSearch] = useState('');
  const [preview, setPreview] = useState(false);
  const [termsFor, setTermsFor] = useState<PendingAction | null>(null);
  const [approving, setApproving] = useState<CustomerTicket | null>(null);
  const [pricing, setPricing] = useState<CustomerTicket | null>(null);
  const [details, setDetails] = useState<CustomerTicket | null>(null);
  const [updated, setUpdated] = useState<{ ticketId: string; cents: number; at: number } | null>(null);
  const [bannerVisible, setBannerVisible] = useState(false);
  const [highlightVisible, setHighlightVisible] = useState(false);
  const approve = useApproveTicket(customerId);

  useEffect(() => {
    if (!updated) return;
    const highlight = setTimeout(() => setHighlightVisible(false), UPDATED_HIGHLIGHT_MS);
    const banner = setTimeout(() => setBannerVisible(false), UPDATED_BANNER_MS);
    return () => {
      clearTimeout(highlight);
      clearTimeout(banner);
    };
  }, [updated]);

  const start = (action: PendingAction) => {
    if (!termsAccepted) return setTermsFor(action);
    if (action.kind === 'approve') setApproving(action.ticket);
    else setPricing(action.ticket);
  };

  const visible = useMemo(
    () => ({
      pending: lists.pending.filter((ticket) => matchesSearch(ticket, search)),
      live: lists.live.filter((ticket) => matchesSearch(ticket, search)),
      sold: lists.sold.filter((ticket) => matchesSearch(ticket, search)),
    }),
    [lists, search],
  );

  const actionFor = (ticket: CustomerTicket, disabled = false) => {
    if (ticket.status === 'pending') {
      return (
        <Button
          size="sm"
          disabled={disabled || ticket.underReview || (approve.isPending && approve.variables === ticket.id)}
          onClick={() => start({ kind: 'approve', ticket })}
        >
          APPROVE &amp; LIST
        </Button>
      );
    }
    if (ticket.status === 'listed') {
      return (
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => start({ kind: 'price', ticket })}
        >
          MANAGE LISTING
        </Button>
      );
    }
    return (
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => setDetails(ticket)}>
        VIEW DETAILS
      </Button>
    );
  };

  const panel = (which: TicketTab) => {
    const all = lists[which];
    const shown = visible[which];
    if (preview) {
      return (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            This is a preview of how a forwarded ticket appears. It is not a real ticket.
          </p>
          <TicketCard ticket={sampleTicket} action={actionFor(sampleTicket, true)} />
          <div>
            <Button variant="outline" onClick={() => setPreview(false)}>
              Exit Preview
            </Button>
          </div>
        </div>
      );
    }
    if (all.length === 0) {
      return (
        <div className="grid justify-items-center gap-3 py-10 text-center">
          <p className="font-medium">No tickets yet</p>
          <Button variant="outline" onClick={() => setPreview(true)}>
            See Preview
          </Button>
        </div>
      );
    }
    if (shown.length === 0) return <p className="py-10 text-center font-medium">No tickets found</p>;
    return (
      <ul className="grid gap-3">
        {shown.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard
              ticket={ticket}
              action={actionFor(ticket)}
              notice={
                ticket.status === 'listed' && ticket.pendingSale ? (
                  <SaleOffer
                    customerId={customerId}
                    ticket={{ ...ticket, pendingSale: ticket.pendingSale }}
                  />
                ) : undefined
              }
              highlighted={highlightVisible && updated?.ticketId === ticket.id}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card>
      <CardHeader className="gap-3 px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg leading-tight font-semibold tracking-tight">Ticket Portfolio</h2>
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden />
            Refresh
          </Button>
        </div>
        <SearchInput
          aria-label="Search tickets"
          placeholder="Search tickets, venues, locations..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {bannerVisible && updated && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
          >
            <CheckCircle2 className="size-4" aria-hidden />
            Floor Price Updated Successfully! New floor price: {formatCents(updated.cents)}
          </p>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as TicketTab)}>
          <TabsList className="grid h-auto w-full grid-cols-3">
            {(Object.keys(tabLabels) as TicketTab[]).map((which) => (
              <TabsTrigger key={which} value={which} className="px-1 text-xs whitespace-normal sm:text-sm">
                {tabLabels[which]} ({lists[which].length})
              </TabsTrigger>
            ))}
          </TabsList>
          {(Object.keys(tabLabels) as TicketTab[]).map((which) => (
            <TabsContent key={which} value={which} className="mt-4 max-h-[80vh] overflow-y-auto pr-1">
              {panel(which)}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
      <Suspense fallback={null}>
        {termsFor && (
          <TermsDialog
            customerId={customerId}
            open
            onOpenChange={(open) => !open && setTermsFor(null)}
            onAccepted={() => {
              const action = termsFor;
              setTermsFor(null);
              if (action.kind === 'approve') setApproving(action.ticket);
              else setPricing(action.ticket);
            }}
          />
        )}
        {approving && (
          <ApproveDialog
            ticket={approving}
            onOpenChange={(open) => !open && setApproving(null)}
            onConfirm={(ticket) => {
              setApproving(null);
              approve.mutate(ticket.id);
            }}
          />
        )}
        {pricing && (
          <FloorPriceDialog
            customerId={customerId}
            ticket={pricing}
            onOpenChange={(open) => !open && setPricing(null)}
            onSaved={(ticket, cents) => {
              setPricing(null);
              setUpdated({ ticketId: ticket.id, cents, at: Date.now() });
              setBannerVisible(true);
              setHighlightVisible(true);
            }}
          />
        )}
        {details && (
          <TicketDetailsDialog ticket={details} onOpenChange={(open) => !open && setDetails(null)} />
        )}
      </Suspense>
    </Card>
  );
}

export const isCurrentTermsAccepted = (version: string | null | undefined): boolean =>
  version === TERMS_VERSION;
