import { useId, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

import { useSearchCustomers } from '../api/search-customers';
import { customerName } from '../lib/customer-name';
import { canSearch, SEARCH_MIN_LENGTH } from '../lib/search-query';
import { useDebouncedValue } from '../lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 250;

/** The search box and its results (spec 001 §2.13): first and last name, both addresses, Active/Inactive. */
export function CustomerSearch({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchCustomers(debounced);
  const hintId = useId();
  const ready = canSearch(query) && canSearch(debounced);

  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Find a customer</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SearchInput
          aria-label="Search customers"
          aria-describedby={hintId}
          placeholder="Name, email or transfer email"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          Type at least {SEARCH_MIN_LENGTH} characters to search.
        </p>
        <div aria-live="polite" className="grid gap-2">
          {ready && search.isPending && <p className="text-sm text-muted-foreground">Searching…</p>}
          {ready && search.isError && (
            <p role="alert" className="text-sm text-destructive">
              Failed to search customers
              {serverMessage(search.error) ? `: ${serverMessage(search.error)}` : ''}
            </p>
          )}
          {ready && search.isSuccess && search.data.length === 0 && (
            <p className="text-sm text-muted-foreground">No customers match “{debounced}”.</p>
          )}
        </div>
        {ready && search.isSuccess && search.data.length > 0 && (
          <ul aria-label="Search results" className="grid gap-2">
            {search.data.map((customer) => {
              const selected = customer.id === selectedId;
              return (
                <li key={customer.id}>
                  <button
                    type="button"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(customer.id)}
                    className={cn(
                      'grid w-full cursor-pointer gap-1 rounded-lg border p-3 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      selected && 'border-primary bg-primary/5',
                    )}
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-medium">{customerName(customer)}</span>
                      <Badge variant={customer.isActive ? 'live' : 'outline'}>
                        {customer.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </span>
                    <span className="break-all text-muted-foreground">{customer.email}</span>
                    {customer.transferEmail && (
                      <span className="break-all text-xs text-muted-foreground">
                        Transfer: {customer.transferEmail}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
