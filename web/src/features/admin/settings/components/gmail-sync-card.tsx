import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/api-client';

import { useExtractionSettings, type ExtractionSettings } from '../api/get-extraction-settings';
import { useGmailAuthStatus } from '../api/get-gmail-auth-status';
import { useSaveExtractionSettings } from '../api/save-extraction-settings';
import { syncSummary, useSyncGmail } from '../api/sync-gmail';
import {
  syncSettingsPayload,
  syncSettingsSchema,
  type SyncSettingsValues,
} from '../lib/sync-settings-schema';
import { SectionCard } from '@/components/section-card';

/** Auto Sync, its frequency, a manual sync and Save Settings (spec 001 §2.9 Gmail). */
export function GmailSyncCard() {
  const settings = useExtractionSettings();
  const status = useGmailAuthStatus();
  const sync = useSyncGmail({
    onSuccess: (result) => toast.success('Email sync completed', { description: syncSummary(result) }),
    onError: (error) => toast.error('Sync failed', { description: serverMessage(error) }),
  });
  const notConnected = status.data?.connected === false;

  return (
    <SectionCard
      title="Sync Settings"
      icon={RefreshCw}
      description="How often the connected mailbox is checked for new ticket emails."
    >
      {settings.isPending && <p className="text-sm text-muted-foreground">Loading the settings…</p>}
      {settings.isError && (
        <p role="alert" className="text-sm text-destructive">
          The settings could not be loaded. Please reload the page.
        </p>
      )}
      {settings.data && <SyncSettingsForm settings={settings.data} />}
      <div className="mt-6 grid gap-2 border-t pt-4">
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={sync.isPending || notConnected}
          onClick={() => sync.mutate()}
        >
          <RefreshCw className={sync.isPending ? 'animate-spin' : undefined} aria-hidden />
          {sync.isPending ? 'Syncing…' : 'Sync Emails Now'}
        </Button>
        {notConnected && (
          <p className="text-sm text-muted-foreground">Connect a Gmail account to sync its emails.</p>
        )}
      </div>
    </SectionCard>
  );
}

function SyncSettingsForm({ settings }: { settings: ExtractionSettings }) {
  const form = useForm<SyncSettingsValues>({
    resolver: zodResolver(syncSettingsSchema),
    defaultValues: { autoSync: settings.autoSync, syncInterval: String(settings.syncInterval) },
  });
  const autoSync = useWatch({ control: form.control, name: 'autoSync' });
  const save = useSaveExtractionSettings({
    onSuccess: () => toast.success('Settings saved'),
    onError: (error) => toast.error('Failed to save settings', { description: serverMessage(error) }),
  });

  return (
    <Form {...form}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(syncSettingsPayload(values)))}
      >
        <FormField
          control={form.control}
          name="autoSync"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3">
              <div className="grid gap-1">
                <FormLabel>Auto Sync</FormLabel>
                <p className="text-sm text-muted-foreground">
                  Check the mailbox for new emails automatically.
                </p>
              </div>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="syncInterval"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Sync frequency (minutes)</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={120}
                  step={1}
                  className="max-w-40"
                  {...field}
                  disabled={!autoSync}
                />
              </FormControl>
              <p className="text-sm text-muted-foreground">
                Recommended: 15 minutes. Lower values increase API usage.
              </p>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Settings'}
        </Button>
      </form>
    </Form>
  );
}
