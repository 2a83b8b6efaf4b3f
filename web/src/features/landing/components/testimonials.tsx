import { Quote } from 'lucide-react';

// Illustrative quotes describing typical uses, not reviews from named customers and not statistics.
const quotes = [
  {
    text: 'I forwarded the confirmation on my lunch break and approved the listing that evening. I never typed a section or row number.',
    who: 'A season-ticket holder selling games they cannot attend',
  },
  {
    text: 'Setting a floor price meant I knew the lowest I would accept before anything was listed.',
    who: 'A concert-goer whose plans changed',
  },
  {
    text: 'The commission only came out when the tickets sold, so there was nothing to lose by trying.',
    who: 'A parent with spare theatre tickets',
  },
] as const;

export function Testimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="scroll-mt-16 border-y bg-card"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary">Testimonials</p>
          <h2
            id="testimonials-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Made for people with a ticket they cannot use
          </h2>
          <p className="mt-4 text-muted-foreground">Illustrative examples of how sellers use Ticket Relay.</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {quotes.map((quote) => (
            <li key={quote.who}>
              <figure className="flex h-full flex-col rounded-xl border bg-background p-6">
                <Quote className="size-6 text-primary/40" aria-hidden />
                <blockquote className="mt-4 flex-1 text-pretty">“{quote.text}”</blockquote>
                <figcaption className="mt-6 text-sm font-medium text-muted-foreground">
                  {quote.who}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
