import { useParams } from 'react-router';

import { ResetPassword } from '@/features/auth/components/reset-password';

export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Reset Password · Ticket Relay</title>
      <ResetPassword key={token} token={token} />
    </>
  );
}
