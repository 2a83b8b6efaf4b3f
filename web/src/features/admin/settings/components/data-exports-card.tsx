import { Download, FileDown } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';

import { SectionCard } from '@/components/section-card';

// The server answers these with an attachment; the session cookie goes with a plain link (contract, issue 7).
const exports = [
  { label: 'Export tickets (CSV)', href: '/api/tickets/export' },
  { label: 'Export emails (JSON)', href: '/api/emails/export' },
] as const;

/** Downloads of every ticket and e-mail (spec 001 §2.9 Data management). */
export function DataExportsCard() {
  return (
    <SectionCard title="Export Data" icon={FileDown} description="Download a copy of the stored data.">
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {exports.map(({ label, href }) => (
          <a key={href} href={href} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden />
            {label}
          </a>
        ))}
      </div>
    </SectionCard>
  );
}
