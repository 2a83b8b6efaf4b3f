import { useMemo, useState } from 'react';

import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/utils';

import { faqCategories, faqEntries, searchFaq, type FaqCategory } from '../lib/faq';

/** FAQ search and category chips (spec 000 §2 Support Center). */
export function FaqBrowser() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const shown = useMemo(() => searchFaq(faqEntries, search, category), [search, category]);
  const chips: { value: FaqCategory | 'all'; label: string }[] = [
    { value: 'all', label: 'All Topics' },
    ...faqCategories.map((value) => ({ value, label: value })),
  ];

  return (
    <section aria-labelledby="faq-heading" className="grid gap-4">
      <h2 id="faq-heading" className="text-xl font-semibold tracking-tight">
        Frequently asked questions
      </h2>
      <SearchInput
        aria-label="Search the FAQ"
        placeholder="Search for answers..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div role="group" aria-label="Topics" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={category === chip.value}
            onClick={() => setCategory(chip.value)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              category === chip.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-card hover:bg-muted',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-md border bg-card p-4 text-sm text-muted-foreground">
          No answers match your search. Try other words, or send us a message below.
        </p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((entry) => (
            <li key={entry.question}>
              <details className="group rounded-md border bg-card p-4">
                <summary className="cursor-pointer font-medium marker:text-muted-foreground">
                  {entry.question}
                </summary>
                <p className="mt-2 text-sm text-muted-foreground">{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
