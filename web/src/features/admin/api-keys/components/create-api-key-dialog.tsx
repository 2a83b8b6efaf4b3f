import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Control, type FieldErrors } from 'react-hook-form';
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
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Slider } from '@/components/ui/slider';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { useCreateApiKey } from '../api/api-key-mutations';
import type { CreatedApiKey } from '../api/schemas';
import {
  CREATE_RATE_LIMIT,
  createApiKeyDefaults,
  createApiKeyFormSchema,
  toCreateInput,
  type CreateApiKeyFormValues,
} from '../lib/api-key-form';
import { errorMessage } from '../lib/error-message';
import { GeneralFields, PermissionsField, SecurityFields } from './key-fields';

type Tab = 'general' | 'security' | 'permissions' | 'rate-limits';

// Which tab holds each field, so that a failed check opens the tab with the message.
const tabOfField: Record<keyof CreateApiKeyFormValues, Tab> = {
  name: 'general',
  description: 'general',
  expiresOn: 'security',
  allowedIps: 'security',
  scopes: 'permissions',
  rateLimit: 'rate-limits',
};

/**
 * Create New API Key (spec 001 §2.10): tabs General, Security, Permissions and Rate Limits. On success the
 * created key (with its full value) goes to `onCreated`, which shows it once.
 */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const [tab, setTab] = useState<Tab>('general');
  const form = useForm<CreateApiKeyFormValues>({
    resolver: zodResolver(createApiKeyFormSchema),
    defaultValues: createApiKeyDefaults,
  });
  const create = useCreateApiKey({
    onSuccess: (key) => {
      onOpenChange(false);
      onCreated(key);
    },
    onError: (error) =>
      toast.error('Error', { description: `Failed to create API key: ${errorMessage(error)}` }),
  });

  const showFirstError = (errors: FieldErrors<CreateApiKeyFormValues>) => {
    const first = (Object.keys(tabOfField) as (keyof CreateApiKeyFormValues)[]).find((name) => errors[name]);
    if (first) setTab(tabOfField[first]);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create New API Key</DialogTitle>
          <DialogDescription>
            A key lets another system use the external API. You see the full key once, right after creating
            it.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit((values) => create.mutate(toCreateInput(values)), showFirstError)}
          >
            <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <TabsList className="grid h-auto grid-cols-2 sm:grid-cols-4">
                <TabsTrigger value="general" className="h-9">
                  General
                </TabsTrigger>
                <TabsTrigger value="security" className="h-9">
                  Security
                </TabsTrigger>
                <TabsTrigger value="permissions" className="h-9">
                  Permissions
                </TabsTrigger>
                <TabsTrigger value="rate-limits" className="h-9">
                  Rate Limits
                </TabsTrigger>
              </TabsList>
              <TabsContent value="general" className="mt-4">
                <GeneralFields />
              </TabsContent>
              <TabsContent value="security" className="mt-4">
                <SecurityFields />
              </TabsContent>
              <TabsContent value="permissions" className="mt-4">
                <PermissionsField />
              </TabsContent>
              <TabsContent value="rate-limits" className="mt-4">
                <RateLimitSlider control={form.control} />
              </TabsContent>
            </Tabs>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create API Key'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** spec 001 §5, §9: requests per hour, 10 to 1000 in steps of 10, default 100. */
function RateLimitSlider({ control }: { control: Control<CreateApiKeyFormValues> }) {
  return (
    <FormField
      control={control}
      name="rateLimit"
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center justify-between gap-2">
            <FormLabel>Rate limit (requests per hour)</FormLabel>
            <output className="text-sm font-semibold tabular-nums" aria-hidden>
              {field.value} / hour
            </output>
          </div>
          <FormControl>
            <Slider
              min={CREATE_RATE_LIMIT.min}
              max={CREATE_RATE_LIMIT.max}
              step={CREATE_RATE_LIMIT.step}
              value={field.value}
              aria-valuetext={`${field.value} requests per hour`}
              onChange={(event) => field.onChange(Number(event.currentTarget.value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          <p className="text-sm text-muted-foreground">
            Requests beyond this number in one hour are refused with status 429 until the next hour.
          </p>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
