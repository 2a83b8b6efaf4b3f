import { ApiReference } from '@/features/api-reference/components/api-reference';

export default function ApiReferenceRoute() {
  return (
    <>
      <title>API Reference · Ticket Relay</title>
      <ApiReference />
    </>
  );
}
