import { CancelledTransfers } from '@/features/admin/cancelled-transfers/components/cancelled-transfers';

export default function AdminCancelledTransfersRoute() {
  return (
    <>
      <title>Cancelled Transfers · Ticket Relay</title>
      <h1 className="mb-2 text-2xl font-bold tracking-tight sm:text-3xl">Cancelled Transfers</h1>
      <CancelledTransfers />
    </>
  );
}
