import { zodResolver } from '@hookform/resolvers/zod';
import { SlidersHorizontal } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/api-client';

import { useExtractionSettings, type ExtractionSettings } from '../api/get-extraction-settings';
import { useSaveExtractionSettings } from '../api/save-extraction-settings';
import { extractionFormSchema, type ExtractionFormValues } from '../lib/extraction-settings-schema';
import { SectionCard } from '@/components/section-card';

/** Automatic processing and extraction, the keywords and the confidence threshold (spec 001 §2.9). */
export function ExtractionSettingsCard({ className }: { className?: string }) {
  const settings = useExtractionSettings();
  return (
    <SectionCard
      title="Extraction Settings"
      icon={SlidersHorizontal}
      description="How incoming emails are processed and when an extracted ticket needs a review."
      className={className}
    >
      {settings.isPending && <p className="text-sm text-muted-foreground">Loading the settings…</p>}
      {settings.isError && (
        <p role="alert" className="text-sm text-destructive">
          The settings could not be loaded. Please reload the page.
        </p>
      )}
      {settings.data && <ExtractionSettingsForm settings={settings.data} />}
    </SectionCard>
  );
}

const switches = [
  {
    name: 'autoProcess',
    label: 'Automatic email processing',
    description: 'Process new emails as soon as they arrive.',
  },
  {
    name: 'autoExtract',
    label: 'Automatic extraction',
    description: 'Extract ticket details from processed emails without waiting for an admin.',
  },
] as const;

function ExtractionSettingsForm({ settings }: { settings: ExtractionSettings }) {
  const form = useForm<ExtractionFormValues>({
    resolver: zodResolver(extractionFormSchema),
    defaultValues: {
      autoProcess: settings.autoProcess,
      autoExtract: settings.autoExtract,
      keywords: settings.keywords,
      confidenceThreshold: settings.confidenceThreshold,
    },
  });
  const save = useSaveExtractionSettings({
    onSuccess: () => toast.success('Settings saved'),
    onError: (error) => toast.error('Failed to save settings', { description: serverMessage(error) }),
  });

  return (
    <Form {...form}>
      <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <FormField
          control={form.control}
          name="autoProcess"
          render={({ field }) => (
            <SwitchRow {...switches[0]} checked={field.value} onChange={field.onChange} />
          )}
        />
        <FormField
          control={form.control}
          name="keywords"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email keywords</FormLabel>
              <FormControl>
                <Input placeholder="ticket confirmation purchase event" {...field} />
              </FormControl>
              <p className="text-sm text-muted-foreground">Separate keywords with commas or spaces.</p>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="autoExtract"
          render={({ field }) => (
            <SwitchRow {...switches[1]} checked={field.value} onChange={field.onChange} />
          )}
        />
        <FormField
          control={form.control}
          name="confidenceThreshold"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confidence threshold: {field.value}%</FormLabel>
              <FormControl>
                <Slider
                  min={0}
                  max={100}
                  step={1}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  aria-valuetext={`${field.value}%`}
                />
              </FormControl>
              <div className="flex justify-between text-xs text-muted-foreground">
                <span>Less strict</span>
                <span>More strict</span>
              </div>
              <p className="text-sm text-muted-foreground">
                Tickets extracted with a confidence below this threshold are flagged for review.
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

function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <FormLabel>{label}</FormLabel>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <FormControl>
        <Switch checked={checked} onCheckedChange={onChange} />
      </FormControl>
    </FormItem>
  );
}
