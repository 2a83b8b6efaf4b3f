import { CircleAlert } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

import { useTickets } from '../api/get-tickets';
import { useNotifications } from '../api/get-notifications';
import { recentActivity } from '../lib/recent-activity';
import { RecentActivityPanel } from './recent-activity-panel';
import { isCurrentTermsAccepted, TicketPortfolio } from './ticket-portfolio';

/**
 * The dashboard's ticket area: the portfolio and the Recent Activity feed built from the same three
 * lists. Refresh re-reads the customer's own lists and notifications (DESIGN §6.11: no mailbox sync).
 */
export function CustomerTicketsSection({
  customerId,
  termsAcceptedVersion,
}: {
  customerId: string;
  termsAcceptedVersion: string | null | undefined;
}) {
  const pending = useTickets(customerId, 'pending');
  const live = useTickets(customerId, 'live');
  const sold = useTickets(customerId, 'sold');
  // Polled every 30 s (spec 000 §7); the feed itself follows the ticket lists (spec 000 §3).
  const notifications = useNotifications(customerId);
  const queries = [pending, live, sold];

  const refresh = () => {
    for (const query of [...queries, notifications]) void query.refetch();
  };

  if (queries.some((query) => query.isError)) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden />
        <AlertTitle>Your tickets could not be loaded.</AlertTitle>
        <AlertDescription className="mt-2">
          <Button variant="outline" size="sm" onClick={refresh}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (queries.some((query) => query.isPending)) {
    return (
      <div role="status" className="flex justify-center py-10">
        <span className="block size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
        <span className="sr-only">Loading your tickets</span>
      </div>
    );
  }

  const lists = { pending: pending.data ?? [], live: live.data ?? [], sold: sold.data ?? [] };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <TicketPortfolio
        customerId={customerId}
        termsAccepted={isCurrentTermsAccepted(termsAcceptedVersion)}
        lists={lists}
        refreshing={queries.some((query) => query.isFetching)}
        onRefresh={refresh}
      />
      <RecentActivityPanel items={recentActivity(lists)} />
    </div>
  );
}
