import { DirectAccess } from '@/features/api-keys-direct/components/direct-access';

export default function ApiKeysDirectRoute() {
  return (
    <>
      <title>API Keys - Direct Access · Ticket Relay</title>
      <DirectAccess />
    </>
  );
}
