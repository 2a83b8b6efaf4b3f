import { AuditLog } from '@/features/admin/audit-log/components/audit-log';

export default function AdminAuditLogRoute() {
  return (
    <>
      <title>Audit Log · Ticket Relay</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit Log</h1>
          <p className="mt-1 text-muted-foreground">
            Every change an admin made to customers, tickets and settings.
          </p>
        </div>
        <AuditLog />
      </div>
    </>
  );
}
