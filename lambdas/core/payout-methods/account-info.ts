import { z } from 'zod';
import { emailField } from '../auth/fields.ts';
import type { PayoutMethodType } from '../db/entities/payout-method.ts';

const text = (what: string, max: number) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `The ${what} can be at most ${max} characters.`);

const digits = (what: string, pattern: RegExp, rule: string) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, `The ${what} ${rule}.`));

/** spec 000 §3 Payout method: what each type holds. */
export const achAccountInfoSchema = z.object({
  accountHolderName: text('account holder name', 200),
  routingNumber: digits('routing number', /^\d{9}$/, 'has 9 digits'),
  accountNumber: digits('account number', /^\d{4,17}$/, 'has 4 to 17 digits'),
});

export const payPalAccountInfoSchema = z.object({ email: emailField });

const phonePattern = /^\+?[\d\s().-]{7,20}$/;
export const zelleAccountInfoSchema = z.object({
  contact: text('Zelle e-mail or phone number', 200).refine(
    (value) => z.email().safeParse(value).success || phonePattern.test(value),
    'Please enter the e-mail address or phone number registered with Zelle.',
  ),
});

export const accountInfoSchemas = {
  ACH: achAccountInfoSchema,
  PayPal: payPalAccountInfoSchema,
  Zelle: zelleAccountInfoSchema,
} as const;

export type AccountInfo = {
  ACH: z.output<typeof achAccountInfoSchema>;
  PayPal: z.output<typeof payPalAccountInfoSchema>;
  Zelle: z.output<typeof zelleAccountInfoSchema>;
};

const lastFourOf = (value: string) => value.slice(-4);
const masked = (value: string) => `••••${lastFourOf(value)}`;

/**
 * What is shown back of saved details (DESIGN §6.4): ACH numbers only as their last four digits;
 * the PayPal e-mail and Zelle contact as entered (the seller needs to see where money goes).
 */
export function describeAccount(type: PayoutMethodType, info: AccountInfo[PayoutMethodType]) {
  if (type === 'ACH') {
    const ach = info as AccountInfo['ACH'];
    return {
      accountInfo: {
        accountHolderName: ach.accountHolderName,
        routingNumber: masked(ach.routingNumber),
        accountNumber: masked(ach.accountNumber),
      },
      lastFour: lastFourOf(ach.accountNumber),
      displayLabel: `Bank account ${masked(ach.accountNumber)}`,
    };
  }
  if (type === 'PayPal') {
    const { email } = info as AccountInfo['PayPal'];
    return { accountInfo: { email }, lastFour: undefined, displayLabel: `PayPal ${email}` };
  }
  const { contact } = info as AccountInfo['Zelle'];
  return { accountInfo: { contact }, lastFour: undefined, displayLabel: `Zelle ${contact}` };
}
