import { CustomerManagement } from '@/features/admin/customers/components/customer-management';

export default function AdminCustomersRoute() {
  return (
    <>
      <title>Customer Management · Ticket Relay</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customer Management</h1>
          <p className="mt-1 text-muted-foreground">
            Find a customer to edit their account, tickets and payout methods.
          </p>
        </div>
        <CustomerManagement />
      </div>
    </>
  );
}
