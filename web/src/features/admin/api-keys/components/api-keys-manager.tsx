import { BookOpen, ExternalLink, KeyRound, Plus, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { SectionCard } from '@/components/section-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useApiKeys } from '../api/get-api-keys';
import type { ApiKey, CreatedApiKey } from '../api/schemas';
import { errorMessage } from '../lib/error-message';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { CreatedKeyDialog } from './created-key-dialog';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';
import { EditApiKeyDialog } from './edit-api-key-dialog';
import { ToggleApiKeyDialog } from './toggle-api-key-dialog';

/** API Keys (spec 001 §2.10): the security notice, the key table and its dialogs. */
export function ApiKeysManager() {
  const apiKeys = useApiKeys();
  const [creating, setCreating] = useState(false);
  // A new dialog (fresh form) each time it opens.
  const [createRound, setCreateRound] = useState(0);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [toggling, setToggling] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  const openCreate = () => {
    setCreateRound((round) => round + 1);
    setCreating(true);
  };

  return (
    <div className="grid gap-6">
      <Alert variant="warning">
        <ShieldAlert aria-hidden />
        <AlertTitle>Keep your API keys secret</AlertTitle>
        <AlertDescription>
          An API key gives full access to the external API within its permissions, without a password. The
          full key is shown only once, right after you create it; store it safely and delete a key you no
          longer need.
        </AlertDescription>
      </Alert>

      <SectionCard
        title="Your API Keys"
        icon={KeyRound}
        description="Keys for systems that use the external API: what each may do, from where, and how often."
        action={
          <Button onClick={openCreate}>
            <Plus aria-hidden />
            Create New API Key
          </Button>
        }
      >
        {apiKeys.isPending && <p className="text-sm text-muted-foreground">Loading the API keys…</p>}
        {apiKeys.isError && (
          <p role="alert" className="text-sm text-destructive">
            Error loading API keys: {errorMessage(apiKeys.error)}
          </p>
        )}
        {apiKeys.data?.length === 0 && (
          <div className="rounded-lg border border-dashed p-8 text-center">
            <KeyRound className="mx-auto size-8 text-muted-foreground" aria-hidden />
            <h3 className="mt-2 font-semibold">No API Keys</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Create a key to let another system read or update tickets through the external API.
            </p>
          </div>
        )}
        {apiKeys.data && apiKeys.data.length > 0 && (
          <ApiKeysTable
            apiKeys={apiKeys.data}
            onEdit={setEditing}
            onToggle={setToggling}
            onDelete={setDeleting}
          />
        )}
      </SectionCard>

      <nav aria-label="API documentation" className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.apiReference.getHref()}>
            <BookOpen aria-hidden />
            API reference
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.apiKeysDirect.getHref()}>
            <ExternalLink aria-hidden />
            Direct access
          </Link>
        </Button>
      </nav>

      <CreateApiKeyDialog
        key={createRound}
        open={creating}
        onOpenChange={setCreating}
        onCreated={setCreated}
      />
      <CreatedKeyDialog apiKey={created} onClose={() => setCreated(null)} />
      {editing && <EditApiKeyDialog key={editing.id} apiKey={editing} onClose={() => setEditing(null)} />}
      <ToggleApiKeyDialog apiKey={toggling} onClose={() => setToggling(null)} />
      <DeleteApiKeyDialog apiKey={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
