import { Contact } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, serverMessage } from '@/lib/api-client';

import type { Account } from '../api/get-account';
import { countries, useUpdateProfile, type ProfileInput } from '../api/update-profile';
import { SectionCard } from '@/components/section-card';

type ProfileValues = Required<ProfileInput>;
type TextField = Exclude<keyof ProfileValues, 'country' | 'language' | 'currentPassword'>;

const textFields: { name: TextField; label: string; type?: string; autoComplete: string; wide?: boolean }[] =
  [
    { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
    { name: 'streetAddress1', label: 'Street Address', autoComplete: 'address-line1', wide: true },
    { name: 'streetAddress2', label: 'Street Address Line 2', autoComplete: 'address-line2', wide: true },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'state', label: 'State / Province', autoComplete: 'address-level1' },
    { name: 'zipCode', label: 'ZIP / Postal Code', autoComplete: 'postal-code' },
  ];

const countryOptions = countries.map((country) => ({ value: country, label: country }));

const languages = [
  { value: 'EN', label: 'English' },
  { value: 'ES', label: 'Spanish' },
  { value: 'FR', label: 'French' },
  { value: 'DE', label: 'German' },
];

// A select cannot be read-only: a disabled one is styled like the read-only inputs, not faded.
const readOnlySelect = 'disabled:cursor-default disabled:bg-muted disabled:opacity-100';

// DESIGN §6.19: the server's own wording, asked for before the call when the e-mail changed.
const passwordNeeded =
  'Please enter your current password: a verified account needs it to change its email address.';

function valuesOf(account: Account): ProfileValues {
  return {
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    email: account.email,
    phone: account.phone ?? '',
    streetAddress1: account.streetAddress1 ?? '',
    streetAddress2: account.streetAddress2 ?? '',
    city: account.city ?? '',
    state: account.state ?? '',
    zipCode: account.zipCode ?? '',
    // spec 000 §3: United States and EN are the defaults.
    country: account.country || 'United States',
    language: account.language || 'EN',
    currentPassword: '',
  };
}

/** The failure toast's text: a 4xx carries a message meant for the user; anything else is generic. */
function saveFailure(error: Error): string {
  const message = error instanceof ApiError && error.status < 500 ? serverMessage(error) : undefined;
  return message ?? 'Could not save your changes. Please try again.';
}

/** Profile → Contact Information (spec 000 §2, §4): read-only, Edit, then Save Changes or Cancel. */
export function ContactInformationForm({ account }: { account: Account }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(account) });
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== account.email.toLowerCase();
  const needsPassword = editing && emailChanged && account.emailConfirmed === true;

  const save = useUpdateProfile(account.id, {
    onSuccess: (saved) => {
      toast.success('Profile Updated', {
        description: 'Your profile information has been saved to your account.',
      });
      if (saved.email !== account.email) {
        toast.info('Email Updated', { description: 'Please check your new email address for verification.' });
      }
      form.reset(valuesOf(saved));
      setEditing(false);
    },
    onError: (error) => toast.error('Save failed', { description: saveFailure(error) }),
  });

  const submit = form.handleSubmit(({ currentPassword, ...values }) => {
    if (needsPassword && !currentPassword) {
      form.setError('currentPassword', { message: passwordNeeded }, { shouldFocus: true });
      return;
    }
    save.mutate(needsPassword ? { ...values, currentPassword } : values);
  });

  const languageOptions = languages.some(({ value }) => value === account.language)
    ? languages
    : [...languages, { value: account.language ?? '', label: account.language ?? '' }].filter(
        ({ value }) => value,
      );

  return (
    <SectionCard
      title="Contact Information"
      icon={Contact}
      description="Where we reach you about your tickets and payouts."
    >
      <Form {...form}>
        <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={submit}>
          {textFields.map(({ name, label, type, autoComplete, wide }) => (
            <InputField
              key={name}
              control={form.control}
              name={name}
              label={label}
              type={type}
              autoComplete={autoComplete}
              readOnly={!editing}
              className={wide ? 'sm:col-span-2' : undefined}
            />
          ))}
          <SelectField
            control={form.control}
            name="country"
            label="Country"
            options={countryOptions}
            disabled={!editing}
            selectClassName={readOnlySelect}
          />
          <SelectField
            control={form.control}
            name="language"
            label="Language"
            options={languageOptions}
            disabled={!editing}
            selectClassName={readOnlySelect}
          />
          {needsPassword && (
            <InputField
              control={form.control}
              name="currentPassword"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              className="sm:col-span-2"
            />
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {editing ? (
              <>
                <Button key="save" type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving…' : 'Save Changes'}
                </Button>
                <Button
                  key="cancel"
                  variant="outline"
                  disabled={save.isPending}
                  onClick={() => {
                    form.reset(valuesOf(account));
                    setEditing(false);
                  }}
                >
                  Cancel
                </Button>
              </>
            ) : (
              <Button key="edit" variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </div>
        </form>
      </Form>
    </SectionCard>
  );
}
