import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { Input } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';

import { apiKeyScopes, type ApiKeyScope } from '../api/schemas';

// The fields the create and edit dialogs share (spec 001 §2.10, §5); each dialog's form has them by these names.

interface SharedKeyFields {
  name: string;
  description: string;
  expiresOn: string;
  allowedIps: string;
  scopes: ApiKeyScope[];
}

const useKeyForm = () => useFormContext<SharedKeyFields>();

/** General: name and description. */
export function GeneralFields() {
  const { control } = useKeyForm();
  return (
    <div className="grid gap-4">
      <InputField
        control={control}
        name="name"
        label="Name"
        placeholder="Box office sync"
        autoComplete="off"
      />
      <TextareaField
        control={control}
        name="description"
        label="Description (optional)"
        rows={3}
        placeholder="What uses this key"
      />
    </div>
  );
}

/** Security: an optional, clearable expiry date and the allowed IPs (empty = all). */
export function SecurityFields() {
  const { control, setValue } = useKeyForm();
  return (
    <div className="grid gap-4">
      <FormField
        control={control}
        name="expiresOn"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Expiry date (optional)</FormLabel>
            <div className="flex gap-2">
              <FormControl>
                <Input type="date" className="min-w-0 flex-1" {...field} />
              </FormControl>
              <Button
                variant="outline"
                disabled={!field.value}
                onClick={() => setValue('expiresOn', '', { shouldDirty: true, shouldValidate: true })}
              >
                Clear
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              The key stops working at the end of this day. Leave it empty for a key that does not expire.
            </p>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-2">
        <InputField
          control={control}
          name="allowedIps"
          label="Allowed IPs (optional)"
          placeholder="203.0.113.7, 10.0.0.0/8"
          autoComplete="off"
          spellCheck={false}
        />
        <p className="text-sm text-muted-foreground">
          IP addresses or CIDR ranges, separated by commas. Leave it empty to allow all IPs.
        </p>
      </div>
    </div>
  );
}

const scopeTexts: Record<ApiKeyScope, { label: string; hint: string }> = {
  read: { label: 'Read', hint: 'GET requests: read tickets, e-mails and listings.' },
  write: {
    label: 'Write',
    hint: 'POST, PUT, PATCH and DELETE requests: correct and verify tickets, submit e-mails.',
  },
};

/** Permissions: the read and write scopes (spec 001 §6), at least one. */
export function PermissionsField() {
  const { control } = useKeyForm();
  const id = useId();
  return (
    <FormField
      control={control}
      name="scopes"
      render={({ field }) => (
        <FormItem>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">Permissions</legend>
            {apiKeyScopes.map((scope) => (
              <div key={scope} className="flex items-start gap-3 rounded-lg border p-3">
                <Checkbox
                  id={`${id}-${scope}`}
                  className="mt-0.5"
                  checked={field.value.includes(scope)}
                  aria-describedby={`${id}-${scope}-hint`}
                  onChange={(event) =>
                    field.onChange(
                      event.currentTarget.checked
                        ? [...field.value, scope]
                        : field.value.filter((chosen) => chosen !== scope),
                    )
                  }
                  onBlur={field.onBlur}
                />
                <div className="grid gap-1">
                  <label htmlFor={`${id}-${scope}`} className="text-sm leading-none font-medium">
                    {scopeTexts[scope].label}
                  </label>
                  <p id={`${id}-${scope}-hint`} className="text-sm text-muted-foreground">
                    {scopeTexts[scope].hint}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
