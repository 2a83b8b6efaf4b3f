import { Ban, SearchX } from 'lucide-react';
import { useState } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/api-client';

import { useCancelledTransfers } from '../api/get-cancelled-transfers';
import { filterTransfers, sortLabels, transferSorts, type TransferSort } from '../lib/filter-transfers';
import { TransferCard } from './transfer-card';

/** The Cancelled Transfers screen (spec 001 §2.5). */
export function CancelledTransfers() {
  const transfers = useCancelledTransfers();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TransferSort>('newest');

  if (transfers.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        Loading cancelled transfers…
      </p>
    );
  }
  if (transfers.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Cancelled transfers could not be loaded</AlertTitle>
        <AlertDescription>{serverMessage(transfers.error) ?? transfers.error.message}</AlertDescription>
      </Alert>
    );
  }
  const shown = filterTransfers(transfers.data, search, sort);
  const searching = search.trim() !== '';
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">{transfers.data.length} cancelled transfer notifications</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          className="flex-1"
          aria-label="Search cancelled transfers"
          placeholder="Search by subject, sender, or email..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="grid gap-1 sm:w-48">
          <Label htmlFor="transfer-sort">Sort</Label>
          <Select
            id="transfer-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as TransferSort)}
          >
            {transferSorts.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          {searching ? (
            <>
              <SearchX className="size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">No cancelled transfers found</p>
              <p className="text-sm text-muted-foreground">Try adjusting your search terms</p>
            </>
          ) : (
            <>
              <Ban className="size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">No cancelled transfers</p>
              <p className="text-sm text-muted-foreground">
                Cancelled transfer notifications will appear here
              </p>
            </>
          )}
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Cancelled transfers">
          {shown.map((email) => (
            <TransferCard key={email.id} email={email} />
          ))}
        </ul>
      )}
    </div>
  );
}
