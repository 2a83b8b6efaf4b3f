/** Money is integer cents on the server and on the wire (DESIGN §4). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12345 → '$123.45', for e-mails and notification texts. */
export const formatCents = (cents: number): string => usd.format(cents / 100);
