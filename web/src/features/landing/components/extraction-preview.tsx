import { ArrowDown, Mail, ScanText } from 'lucide-react';

// Sample data only: shows what a forwarded confirmation turns into. Long values get wider cells.
const exampleFields = [
  { label: 'Event', value: 'Spring Symphony Gala', span: 'col-span-2 sm:col-span-3' },
  { label: 'Date', value: 'Sat, May 16 · 7:30 PM', span: 'col-span-2' },
  { label: 'Venue', value: 'Riverside Hall', span: '' },
  { label: 'Section', value: 'Balcony B', span: '' },
  { label: 'Row', value: 'F', span: '' },
  { label: 'Seats', value: '12-13', span: '' },
] as const;

export function ExtractionPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Mail className="size-4" aria-hidden />
          </span>
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">Fwd: Your order confirmation</p>
            <p className="truncate text-muted-foreground">To: alex-4821@transfer.example</p>
          </div>
        </div>
      </div>

      <div className="flex justify-center py-2 text-primary" aria-hidden>
        <ArrowDown className="size-5" />
      </div>

      <div className="rounded-xl border bg-card shadow-lg ring-1 ring-primary/10">
        <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
          <span className="inline-flex items-center gap-2 text-sm font-semibold">
            <ScanText className="size-4 text-primary" aria-hidden />
            Extracted ticket
          </span>
          <span className="rounded-full bg-accent/25 px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
            Awaiting approval
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 p-4 text-sm sm:grid-cols-3">
          {exampleFields.map(({ label, value, span }) => (
            <div key={label} className={span}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">
        Example: a forwarded confirmation and the details Ticket Relay reads from it.
      </figcaption>
    </figure>
  );
}
