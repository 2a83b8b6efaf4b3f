import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useRevealWebhookSecret } from '../api/get-webhook-secret';
import type { Webhook } from '../api/schemas';
import { SecretValue } from './secret-value';

/** The card's signing secret: its hint, and the full secret when the admin asks for it. */
export function WebhookSecret({ webhook }: { webhook: Webhook }) {
  const [secret, setSecret] = useState<string | null>(null);
  const reveal = useRevealWebhookSecret({
    onSuccess: setSecret,
    onError: (error) =>
      toast.error('Failed to reveal secret', {
        description: serverMessage(error) ?? 'The secret could not be read. Please try again.',
      }),
  });

  if (secret) {
    return (
      <div className="grid gap-2">
        <SecretValue secret={secret} />
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setSecret(null)}>
            <EyeOff aria-hidden />
            Hide secret
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-xs break-all">{webhook.secretHint ?? 'whsec_…'}</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={reveal.isPending}
        aria-label={`Reveal secret of ${webhook.name}`}
        onClick={() => reveal.mutate(webhook.id)}
      >
        <Eye aria-hidden />
        {reveal.isPending ? 'Revealing…' : 'Reveal secret'}
      </Button>
    </div>
  );
}
