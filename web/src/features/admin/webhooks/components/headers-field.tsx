import { Plus, X } from 'lucide-react';
import { useFieldArray, type Control } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import { maxHeaders, type WebhookFormValues } from '../lib/webhook-form';

/** Custom headers sent with every request (optional): one row per header, added and removed freely. */
export function HeadersField({ control }: { control: Control<WebhookFormValues> }) {
  const rows = useFieldArray({ control, name: 'headers' });

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm leading-none font-medium">Custom headers (optional)</legend>
      <p className="text-xs text-muted-foreground">
        Sent with every request, for example a token the receiver expects.
      </p>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
          <FormField
            control={control}
            name={`headers.${index}.key`}
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sr-only">Header {index + 1} name</FormLabel>
                <FormControl>
                  <Input {...field} placeholder="X-Header-Name" autoComplete="off" spellCheck={false} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name={`headers.${index}.value`}
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sr-only">Header {index + 1} value</FormLabel>
                <FormControl>
                  <Input {...field} placeholder="Value" autoComplete="off" spellCheck={false} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove header ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      {rows.fields.length < maxHeaders ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => rows.append({ key: '', value: '' })}
          >
            <Plus aria-hidden />
            Add Header
          </Button>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">At most {maxHeaders} custom headers are allowed.</p>
      )}
    </fieldset>
  );
}
