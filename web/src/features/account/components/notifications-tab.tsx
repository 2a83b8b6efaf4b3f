import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/api-client';

import { useAccount, type NotificationSettings } from '../api/get-account';
import {
  useUpdateNotificationSettings,
  type NotificationPreference,
  type NotificationPreferencesInput,
} from '../api/update-notification-settings';
import { SectionCard } from '@/components/section-card';

const preferences: { name: NotificationPreference; label: string; description: string }[] = [
  { name: 'ticketSold', label: 'Ticket sold', description: 'When one of your tickets sells.' },
  {
    name: 'priceAlert',
    label: 'Price alerts',
    description: 'When market prices change for the tickets you have listed.',
  },
  { name: 'emailDigest', label: 'Email digest', description: 'A weekly summary of your listings and sales.' },
  { name: 'sms', label: 'SMS notifications', description: 'Text messages to your phone number.' },
  { name: 'push', label: 'Push notifications', description: 'Alerts in your browser.' },
];

// The server's defaults for a record that has never saved its preferences (lambdas/core/db/entities/user.ts).
const defaults: NotificationPreferencesInput = {
  ticketSold: true,
  priceAlert: true,
  emailDigest: false,
  sms: false,
  push: true,
};

const currentOf = (saved: NotificationSettings | null | undefined): NotificationPreferencesInput => ({
  ticketSold: saved?.ticketSold ?? defaults.ticketSold,
  priceAlert: saved?.priceAlert ?? defaults.priceAlert,
  emailDigest: saved?.emailDigest ?? defaults.emailDigest,
  sms: saved?.sms ?? defaults.sms,
  push: saved?.push ?? defaults.push,
});

/** Settings → Notifications (spec 000 §2): the five preferences, saved to the customer record. */
export function NotificationsTab({ customerId }: { customerId: string }) {
  const account = useAccount(customerId);
  return (
    <SectionCard
      title="Notifications"
      icon={Bell}
      description="Choose how we keep you informed about your tickets."
    >
      {account.isPending && <p className="text-sm text-muted-foreground">Loading your preferences…</p>}
      {account.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your preferences could not be loaded. Please reload the page.
        </p>
      )}
      {account.data && (
        <NotificationPreferencesForm
          customerId={customerId}
          initial={currentOf(account.data.notificationSettings)}
        />
      )}
    </SectionCard>
  );
}

function NotificationPreferencesForm({
  customerId,
  initial,
}: {
  customerId: string;
  initial: NotificationPreferencesInput;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const save = useUpdateNotificationSettings(customerId, {
    onSuccess: () =>
      toast.success('Preferences saved', { description: 'Your notification settings have been updated.' }),
    onError: (error) =>
      toast.error('Failed to save preferences', {
        description: serverMessage(error) ?? 'Please try again.',
      }),
  });

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <ul className="grid divide-y rounded-lg border">
        {preferences.map(({ name, label, description }) => (
          <li key={name} className="flex items-center justify-between gap-4 p-3 sm:p-4">
            <div className="min-w-0">
              <p id={`${id}-${name}-label`} className="text-sm font-medium">
                {label}
              </p>
              <p id={`${id}-${name}-description`} className="text-sm text-muted-foreground">
                {description}
              </p>
            </div>
            <Switch
              checked={values[name]}
              onCheckedChange={(checked) => setValues((current) => ({ ...current, [name]: checked }))}
              aria-labelledby={`${id}-${name}-label`}
              aria-describedby={`${id}-${name}-description`}
            />
          </li>
        ))}
      </ul>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Preferences'}
      </Button>
    </form>
  );
}
