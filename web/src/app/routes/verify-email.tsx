import { useParams } from 'react-router';

import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

export default function VerifyEmailRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Verify Email · Ticket Relay</title>
      {/* A new token is a new verification: remount rather than carry the old one's state. */}
      <VerifyEmailStatus key={token} token={token} />
    </>
  );
}
