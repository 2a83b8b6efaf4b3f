import { SupportCenter } from '@/features/support/components/support-center';

export default function SupportRoute() {
  return (
    <>
      <title>Support Center · Ticket Relay</title>
      <SupportCenter />
    </>
  );
}
