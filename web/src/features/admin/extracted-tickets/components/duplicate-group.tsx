import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';

import type { AdminTicket } from '../api/admin-ticket';
import { isDoubleSale } from '../lib/duplicate-groups';
import { eventDateText, receivedText, seatsText, senderText } from '../lib/ticket-text';

/** One group of the Duplicate Tickets dialog: the first ticket is kept, the others are duplicates. */
export function DuplicateGroup({
  group,
  selecting,
  selected,
  onToggle,
}: {
  group: readonly AdminTicket[];
  selecting: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}) {
  const [first] = group;
  if (!first) return null;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium break-words">{first.eventName}</h3>
        {isDoubleSale(group) && (
          <Badge variant="outline" className="border-red-200 bg-red-50 text-red-900">
            Possible double sale
          </Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {eventDateText(first.eventDate)} · {seatsText(first)}
      </p>
      <ul className="grid gap-1.5">
        {group.map((ticket, index) => {
          const checkboxId = `duplicate-${ticket.id}`;
          const line = `From ${senderText(ticket)}, received ${receivedText(ticket.receivedAt)}`;
          return (
            <li
              key={ticket.id}
              className="flex items-center gap-3 rounded-md bg-muted/40 px-2 py-1.5 text-sm"
            >
              {selecting && (
                <Checkbox
                  id={checkboxId}
                  checked={selected.has(ticket.id)}
                  onChange={(event) => onToggle(ticket.id, event.target.checked)}
                  aria-label={`Select ${ticket.eventName}: ${line}`}
                />
              )}
              <span className="min-w-0 flex-1 break-words">{line}</span>
              {index === 0 ? (
                <Badge variant="secondary">Kept</Badge>
              ) : (
                <Badge variant="pending">Duplicate</Badge>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
