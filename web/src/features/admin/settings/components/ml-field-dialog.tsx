import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverMessage } from '@/lib/api-client';

import type { MlField } from '../api/get-ml-fields';
import { useSaveMlField } from '../api/save-ml-field';
import {
  mlFieldFormSchema,
  mlFieldFormValues,
  toMlFieldInput,
  type MlFieldFormValues,
} from '../lib/ml-field-schema';

/**
 * Add or edit an extraction field (spec 001 §2.9, §4: create when the field has no id, edit when it has one).
 * Mount it with a key per field, so that its form starts from that field's values.
 */
export function MlFieldDialog({
  open,
  onOpenChange,
  field,
  nextOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  field?: MlField;
  nextOrder: number;
}) {
  const editing = Boolean(field?.id);
  const form = useForm<MlFieldFormValues>({
    resolver: zodResolver(mlFieldFormSchema),
    defaultValues: mlFieldFormValues(field, nextOrder),
  });
  const save = useSaveMlField({
    onSuccess: () => {
      toast.success(editing ? 'Field updated' : 'Field created');
      onOpenChange(false);
    },
    onError: (error) =>
      toast.error(editing ? 'Failed to update field' : 'Failed to create field', {
        description: serverMessage(error),
      }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Extraction Field' : 'Add Extraction Field'}</DialogTitle>
          <DialogDescription>
            A field the extraction looks for in ticket emails, and how sure it must be.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit((values) =>
              save.mutate({ id: field?.id, input: toMlFieldInput(values) }),
            )}
          >
            <InputField
              control={form.control}
              name="fieldName"
              label="Field name"
              placeholder="orderNumber"
              autoComplete="off"
              spellCheck={false}
            />
            <InputField
              control={form.control}
              name="displayName"
              label="Display name"
              placeholder="Order Number"
              autoComplete="off"
            />
            <TextareaField control={form.control} name="description" label="Description" rows={3} />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                control={form.control}
                name="confidenceThreshold"
                label="Confidence threshold (%)"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
              />
              <InputField
                control={form.control}
                name="order"
                label="Order"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <SwitchField control={form.control} name="isEnabled" label="Enabled" />
              <SwitchField control={form.control} name="isRequired" label="Required" />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : editing ? 'Save Field' : 'Add Field'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<MlFieldFormValues>;
  name: 'isEnabled' | 'isRequired';
  label: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
