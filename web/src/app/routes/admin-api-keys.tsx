import { ApiKeysManager } from '@/features/admin/api-keys/components/api-keys-manager';

export default function AdminApiKeysRoute() {
  return (
    <>
      <title>API Keys · Ticket Relay</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">API Keys</h1>
          <p className="mt-1 text-muted-foreground">
            Create and manage the keys other systems use to call the Ticket Relay API.
          </p>
        </div>
        <ApiKeysManager />
      </div>
    </>
  );
}
