import { Payouts } from '@/features/admin/payouts/components/payouts';

export default function AdminPayoutsRoute() {
  return (
    <>
      <title>Payouts · Ticket Relay</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payouts</h1>
          <p className="mt-1 text-muted-foreground">
            What each seller receives after a sale: mark payouts sent and paid, and export them.
          </p>
        </div>
        <Payouts />
      </div>
    </>
  );
}
