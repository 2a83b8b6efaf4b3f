import { z } from 'zod';

import type { CustomerChange } from '../api/update-customer';

// The Overview tab's editable fields (spec 001 §2.13) and what each may hold.

export type EditableFieldName = 'firstName' | 'lastName' | 'email' | 'transferEmail' | 'phone';

const emailCheck = z.email();

const requiredText = (label: string) => (value: string) => (value ? undefined : `${label} is required`);
const emailAddress = (value: string) =>
  emailCheck.safeParse(value).success ? undefined : 'Please enter a valid email address';

export interface ProfileField {
  name: EditableFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  validate: (value: string) => string | undefined;
  toChange: (value: string) => CustomerChange;
}

export const profileFields: readonly ProfileField[] = [
  {
    name: 'firstName',
    label: 'First Name',
    validate: requiredText('First name'),
    toChange: (firstName) => ({ firstName }),
  },
  {
    name: 'lastName',
    label: 'Last Name',
    validate: requiredText('Last name'),
    toChange: (lastName) => ({ lastName }),
  },
  { name: 'email', label: 'Email', type: 'email', validate: emailAddress, toChange: (email) => ({ email }) },
  {
    name: 'transferEmail',
    label: 'Transfer Email',
    type: 'email',
    validate: emailAddress,
    toChange: (transferEmail) => ({ transferEmail }),
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    placeholder: 'Not provided',
    validate: () => undefined,
    // An emptied phone field removes the number.
    toChange: (phone) => ({ phone: phone || null }),
  },
];
