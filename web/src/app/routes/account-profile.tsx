import { AccountProfile } from '@/features/account/components/account-profile';
import { useUser } from '@/lib/auth/get-user';

// The route's guard has loaded the signed-in user; it is briefly absent only while signing out.
export default function AccountProfileRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <title>Profile · Ticket Relay</title>
      <AccountProfile user={user} />
    </>
  );
}
