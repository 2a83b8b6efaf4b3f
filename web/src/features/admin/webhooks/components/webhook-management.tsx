import { Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useWebhooks } from '../api/get-webhooks';
import type { Webhook } from '../api/schemas';
import { CreatedSecretDialog } from './created-secret-dialog';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { WebhookCard } from './webhook-card';
import { WebhookFormDialog } from './webhook-form-dialog';

/** The form dialog's state: closed, adding (no webhook) or editing a webhook. */
type Editing = { webhook?: Webhook } | null;

/** Webhooks (spec 001 §2.12): the cards, the create/edit dialog, the delete confirmation, the new secret. */
export function WebhookManagement() {
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden />
          Add Webhook
        </Button>
      </div>
      {webhooks.isPending && <p className="text-sm text-muted-foreground">Loading the webhooks…</p>}
      {webhooks.isError && (
        <p role="alert" className="text-sm text-destructive">
          The webhooks could not be loaded. {serverMessage(webhooks.error) ?? 'Please reload the page.'}
        </p>
      )}
      {webhooks.data?.length === 0 && (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          No webhooks configured
        </p>
      )}
      {webhooks.data && webhooks.data.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-2">
          {webhooks.data.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              webhook={webhook}
              onEdit={() => setEditing({ webhook })}
              onDelete={() => setDeleting(webhook)}
            />
          ))}
        </div>
      )}
      {editing && (
        <WebhookFormDialog
          key={editing.webhook?.id ?? 'new'}
          webhook={editing.webhook}
          onOpenChange={(open) => !open && setEditing(null)}
          onCreated={(webhook) =>
            webhook.secret && setCreated({ name: webhook.name, secret: webhook.secret })
          }
        />
      )}
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
      <CreatedSecretDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
