import { Copy } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

import {
  isTicketFilter,
  isTicketSort,
  ticketFilters,
  ticketSorts,
  type TicketFilter,
  type TicketSort,
} from '../lib/ticket-query';

/** Filter, sort and Check Duplicates above the ticket grid (spec 001 §2.6). */
export function TicketsToolbar({
  filter,
  sort,
  onFilterChange,
  onSortChange,
  onCheckDuplicates,
}: {
  filter: TicketFilter;
  sort: TicketSort;
  onFilterChange: (filter: TicketFilter) => void;
  onSortChange: (sort: TicketSort) => void;
  onCheckDuplicates: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="tickets-filter">Filter</Label>
          <Select
            id="tickets-filter"
            value={filter}
            onChange={(event) => isTicketFilter(event.target.value) && onFilterChange(event.target.value)}
          >
            {ticketFilters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="tickets-sort">Sort by</Label>
          <Select
            id="tickets-sort"
            value={sort}
            onChange={(event) => isTicketSort(event.target.value) && onSortChange(event.target.value)}
          >
            {ticketSorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Button variant="outline" onClick={onCheckDuplicates}>
        <Copy aria-hidden />
        Check Duplicates
      </Button>
    </div>
  );
}
