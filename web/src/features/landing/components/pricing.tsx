import { Check } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import {
  COMMISSION_PERCENT,
  PAYOUT_TIMING_TEXT,
  SELLER_SHARE_PERCENT,
  commissionCents,
  formatPercent,
  sellerPayoutCents,
} from '@/lib/business';
import { formatCents } from '@/lib/money';

const EXAMPLE_SALE_CENTS = 20_000;

const included = [
  'No upfront fee and no monthly cost',
  'Commission only when your tickets sell',
  'A floor price you set on every listing',
  `Payout ${PAYOUT_TIMING_TEXT}`,
];

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-primary">Pricing</p>
          <h2 id="pricing-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            You pay only when it sells
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Listing is free. When a ticket sells, Ticket Relay keeps {formatPercent(COMMISSION_PERCENT)} of
            the sale price and you keep {formatPercent(SELLER_SHARE_PERCENT)}.
          </p>
          <ul className="mt-8 grid gap-3">
            {included.map((item) => (
              <li key={item} className="flex items-center gap-3">
                <span className="inline-flex size-6 items-center justify-center rounded-full bg-secondary/15 text-secondary">
                  <Check className="size-4" aria-hidden />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>

        <Card className="shadow-lg">
          <CardHeader>
            <CardTitle>Commission</CardTitle>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-5xl font-extrabold tracking-tight whitespace-nowrap">
                {formatPercent(COMMISSION_PERCENT)}
              </span>
              <span className="text-muted-foreground">of the sale price, when it sells</span>
            </p>
          </CardHeader>
          <CardContent>
            <div className="rounded-lg bg-muted p-4 text-sm">
              <p className="mb-2 font-medium">Example</p>
              <dl>
                <div className="flex justify-between py-1">
                  <dt className="text-muted-foreground">Your ticket sells for</dt>
                  <dd className="font-medium">{formatCents(EXAMPLE_SALE_CENTS)}</dd>
                </div>
                <div className="flex justify-between py-1">
                  <dt className="text-muted-foreground">Commission ({formatPercent(COMMISSION_PERCENT)})</dt>
                  <dd className="font-medium">−{formatCents(commissionCents(EXAMPLE_SALE_CENTS))}</dd>
                </div>
                <div className="mt-1 flex justify-between border-t border-input pt-2">
                  <dt className="font-medium">You receive ({formatPercent(SELLER_SHARE_PERCENT)})</dt>
                  <dd className="text-base font-bold text-secondary">
                    {formatCents(sellerPayoutCents(EXAMPLE_SALE_CENTS))}
                  </dd>
                </div>
              </dl>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              Paid to your payout method {PAYOUT_TIMING_TEXT}.
            </p>
          </CardContent>
          <CardFooter>
            <Button asChild className="w-full" size="lg">
              <Link to={paths.customer.auth.getHref('register')}>Start selling</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
