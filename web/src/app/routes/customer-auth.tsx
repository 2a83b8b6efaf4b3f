import { CustomerAuthTabs } from '@/features/auth/components/customer-auth-tabs';

export default function CustomerAuthRoute() {
  return (
    <>
      <title>Sign In · Ticket Relay</title>
      <CustomerAuthTabs />
    </>
  );
}
