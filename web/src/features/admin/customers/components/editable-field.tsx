import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';

import { useUpdateCustomer, type CustomerChange } from '../api/update-customer';
import type { EditableFieldName } from '../lib/profile-fields';

/**
 * One profile field of the Overview tab with its own Save button: each save is a single-field PATCH
 * (issue 7 contract). Enter saves too; the button is enabled only when the value changed.
 */
export function EditableField({
  customerId,
  name,
  label,
  value,
  type = 'text',
  placeholder,
  validate,
  toChange,
}: {
  customerId: string;
  name: EditableFieldName;
  label: string;
  value: string;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  /** A message when the typed value cannot be saved. */
  validate: (value: string) => string | undefined;
  toChange: (value: string) => CustomerChange;
}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const update = useUpdateCustomer(customerId, {
    onSuccess: (customer) => {
      toast.success('Customer updated successfully');
      setDraft(String(customer[name] ?? ''));
    },
    onError: (error) =>
      toast.error('Failed to update customer', { description: serverMessage(error) ?? error.message }),
  });
  const changed = draft.trim() !== value;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const found = validate(draft.trim());
    setProblem(found);
    if (!found) update.mutate(toChange(draft.trim()));
  };

  return (
    <form noValidate onSubmit={save} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name={name}
          type={type}
          value={draft}
          placeholder={placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
        />
        <Button
          type="submit"
          variant="outline"
          aria-label={`Save ${label}`}
          disabled={!changed || update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
