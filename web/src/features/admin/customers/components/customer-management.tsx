import { useSearchParams } from 'react-router';

import { CustomerDetail } from './customer-detail';
import { CustomerSearch } from './customer-search';

/**
 * Customer Management (spec 001 §2.13): search on the left, the chosen customer on the right. The chosen
 * id lives in the address (?customer=) so that a reload or a shared link opens the same customer.
 */
export function CustomerManagement() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('customer');

  const select = (id: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('customer', id);
        next.delete('tab');
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="grid gap-6 xl:grid-cols-[22rem_minmax(0,1fr)] xl:items-start">
      <CustomerSearch selectedId={selectedId} onSelect={select} />
      {selectedId ? (
        <CustomerDetail key={selectedId} customerId={selectedId} />
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          Search for a customer and choose one to see their details.
        </p>
      )}
    </div>
  );
}
