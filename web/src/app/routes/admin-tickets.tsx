import { ExtractedTickets } from '@/features/admin/extracted-tickets/components/extracted-tickets';

/** /admin/tickets: Extracted Tickets (All Tickets), spec 001 §2.6. */
export default function Route() {
  return (
    <>
      <title>Extracted Tickets · Ticket Relay</title>
      <div className="grid gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">All Tickets</h1>
          <p className="text-muted-foreground">
            Tickets extracted from e-mails: review, verify and remove duplicates.
          </p>
        </div>
        <ExtractedTickets />
      </div>
    </>
  );
}
