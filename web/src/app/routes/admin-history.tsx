import { ProcessingHistory } from '@/features/admin/history/components/processing-history';

export default function AdminHistoryRoute() {
  return (
    <>
      <title>Processing History · Ticket Relay</title>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Processing History</h1>
      <ProcessingHistory />
    </>
  );
}
