import { AccountSettings } from '@/features/account/components/account-settings';
import { useUser } from '@/lib/auth/get-user';

// The route's guard has loaded the signed-in user; it is briefly absent only while signing out.
export default function AccountSettingsRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <title>Settings · Ticket Relay</title>
      <AccountSettings user={user} />
    </>
  );
}
