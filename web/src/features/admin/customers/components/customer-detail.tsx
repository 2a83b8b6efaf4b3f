import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessage } from '@/lib/api-client';

import { useCustomer } from '../api/get-customer';
import { customerName } from '../lib/customer-name';
import { ActionsTab } from './actions-tab';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { TicketsTab } from './tickets-tab';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'tickets', label: 'Tickets' },
  { value: 'payments', label: 'Payments' },
  { value: 'actions', label: 'Actions' },
] as const;

type DetailTab = (typeof tabs)[number]['value'];

const tabFrom = (value: string | null): DetailTab =>
  tabs.find((tab) => tab.value === value)?.value ?? 'overview';

/** The detail panel of one customer (spec 001 §2.13) with its four tabs; the tab is kept in ?tab=. */
export function CustomerDetail({ customerId }: { customerId: string }) {
  const customer = useCustomer(customerId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));

  const changeTab = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { preventScrollReset: true, replace: true },
    );

  if (customer.isPending) {
    return <p className="p-6 text-muted-foreground">Loading the customer…</p>;
  }
  if (customer.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden />
        <AlertTitle>Failed to fetch customer details</AlertTitle>
        {serverMessage(customer.error) && (
          <AlertDescription>{serverMessage(customer.error)}</AlertDescription>
        )}
      </Alert>
    );
  }

  const data = customer.data;
  return (
    <section aria-labelledby="customer-detail-heading">
      <Card>
        <CardHeader className="gap-2 p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="customer-detail-heading" className="text-xl font-semibold tracking-tight break-all">
              {customerName(data)}
            </h2>
            <Badge variant={data.isActive ? 'live' : 'outline'}>
              {data.isActive ? 'Active' : 'Inactive'}
            </Badge>
            {data.mustChangePassword && <Badge variant="pending">Temporary password</Badge>}
          </div>
          <p className="text-sm break-all text-muted-foreground">{data.email}</p>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          <Tabs value={tab} onValueChange={changeTab}>
            <TabsList className="grid h-auto grid-cols-2 gap-1 sm:inline-flex sm:h-11">
              {tabs.map(({ value, label }) => (
                <TabsTrigger key={value} value={value} className="h-9 sm:h-full">
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab customer={data} />
            </TabsContent>
            <TabsContent value="tickets">
              <TicketsTab customerId={customerId} />
            </TabsContent>
            <TabsContent value="payments">
              <PaymentsTab customerId={customerId} />
            </TabsContent>
            <TabsContent value="actions">
              <ActionsTab customer={data} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </section>
  );
}
