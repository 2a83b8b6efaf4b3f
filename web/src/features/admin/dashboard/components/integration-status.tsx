import { Brain, Database, Loader2, Mail, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

import { useSyncGmail } from '../../emails/api/sync-gmail';
import { formatEasternTime } from '../../emails/lib/format-times';
import { useConnectGmail } from '../api/connect-gmail';
import { useIntegrationStatus, type IntegrationStatus as Status } from '../api/get-integration-status';
import { CardError, CardLoading } from './card-states';

const bytesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Bytes as B, KB, MB or GB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${bytesFormat.format(value)} ${units[unit]}`;
}

/** spec 001 §2.3 item 5: the mailbox, the model and the store, from live data (DESIGN §6.12). */
export function IntegrationStatus() {
  const status = useIntegrationStatus();
  const sync = useSyncGmail();
  return (
    <section aria-labelledby="integration-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="integration-heading" className="text-xl font-semibold">
          Integration Status
        </h2>
        <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
          {sync.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          Sync Now
        </Button>
      </div>
      {status.isPending ? (
        <CardLoading label="Loading integration status" />
      ) : status.isError ? (
        <CardError title="Integration status could not be loaded" error={status.error} />
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          <GmailCard gmail={status.data.gmail} syncing={sync.isPending} onSync={() => sync.mutate()} />
          <MlCard ml={status.data.ml} />
          <DatabaseCard database={status.data.database} />
        </div>
      )}
    </section>
  );
}

function StatusCard({
  title,
  icon,
  status,
  children,
}: {
  title: string;
  icon: ReactNode;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
        {status}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

function GmailCard({
  gmail,
  syncing,
  onSync,
}: {
  gmail: Status['gmail'];
  syncing: boolean;
  onSync: () => void;
}) {
  const connect = useConnectGmail();
  const connected = gmail.status === 'Connected';
  return (
    <StatusCard
      title="Gmail API"
      icon={<Mail className="size-4 text-primary" aria-hidden />}
      status={<Badge variant={connected ? 'live' : 'outline'}>{gmail.status}</Badge>}
    >
      <dl className="grid gap-1">
        {gmail.email && <Fact label="Mailbox" value={gmail.email} />}
        <Fact label="Last sync" value={gmail.lastSync ? formatEasternTime(gmail.lastSync) : 'Never'} />
        <Fact label="Emails processed" value={gmail.processedCount.toLocaleString('en-US')} />
      </dl>
      <p className="text-muted-foreground">
        {gmail.autoSync ? `auto-sync every ${gmail.syncInterval} minutes` : 'Auto-sync disabled'}
      </p>
      {connected ? (
        <Button variant="outline" size="sm" onClick={onSync} disabled={syncing}>
          Sync
        </Button>
      ) : (
        <Button size="sm" onClick={() => connect.mutate()} disabled={connect.isPending}>
          Connect Gmail
        </Button>
      )}
    </StatusCard>
  );
}

const lastTrainingFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function MlCard({ ml }: { ml: Status['ml'] }) {
  const variant = ml.status === 'Active' ? 'live' : ml.status === 'Training' ? 'pending' : 'outline';
  return (
    <StatusCard
      title="ML Processing"
      icon={<Brain className="size-4 text-primary" aria-hidden />}
      status={<Badge variant={variant}>{ml.status}</Badge>}
    >
      <dl className="grid gap-1">
        <Fact
          label="Training started"
          value={ml.lastTraining ? lastTrainingFormat.format(new Date(ml.lastTraining)) : 'Never'}
        />
        <Fact label="Model version" value={ml.modelVersion} />
      </dl>
    </StatusCard>
  );
}

function DatabaseCard({ database }: { database: Status['database'] }) {
  return (
    <StatusCard
      title="Database"
      icon={<Database className="size-4 text-primary" aria-hidden />}
      status={<Badge variant={database.status === 'Connected' ? 'live' : 'outline'}>{database.status}</Badge>}
    >
      <dl className="grid gap-1">
        <Fact label="Entries" value={database.entriesCount.toLocaleString('en-US')} />
        {database.emails !== undefined && (
          <Fact label="Emails" value={database.emails.toLocaleString('en-US')} />
        )}
        {database.tickets !== undefined && (
          <Fact label="Tickets" value={database.tickets.toLocaleString('en-US')} />
        )}
        <Fact label="Storage used" value={formatBytes(database.storageUsed)} />
      </dl>
    </StatusCard>
  );
}
