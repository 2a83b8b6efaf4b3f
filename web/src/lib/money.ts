// The server speaks integer cents (DESIGN §4); the SPA shows and accepts dollars.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1234567 → "$12,345.67" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** 1999 → 19.99, for a form field's initial value. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** 19.99 → 1999; rounds to the nearest cent so floating-point input cannot drift. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const dollarInput = /^\d+(\.\d{0,2})?$|^\.\d{1,2}$/;

/**
 * Reads what a person typed as a dollar amount ("12", "12.5", "$1,234.56") and returns cents,
 * or null when it is not a non-negative amount with at most two decimals.
 */
export function parseDollarsToCents(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!dollarInput.test(cleaned)) return null;
  return dollarsToCents(Number(cleaned));
}
