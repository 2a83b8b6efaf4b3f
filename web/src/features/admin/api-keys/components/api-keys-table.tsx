import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

import type { ApiKey } from '../api/schemas';
import { formatDate, formatDateTime, formatUsage, maskedKey } from '../lib/format';

const statusBadges: Record<ApiKey['status'], { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'live' },
  disabled: { label: 'Disabled', variant: 'outline' },
  expired: { label: 'Expired', variant: 'review' },
};

const scopeLabels = { read: 'Read', write: 'Write' } as const;

/** spec 001 §2.10: the keys with columns Name, Settings, Last Used, Status and Actions. */
export function ApiKeysTable({
  apiKeys,
  onEdit,
  onToggle,
  onDelete,
}: {
  apiKeys: ApiKey[];
  onEdit: (apiKey: ApiKey) => void;
  onToggle: (apiKey: ApiKey) => void;
  onDelete: (apiKey: ApiKey) => void;
}) {
  return (
    <Table label="API keys">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Settings</TableHead>
          <TableHead>Last Used</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {apiKeys.map((apiKey) => (
          <TableRow key={apiKey.id}>
            <TableCell className="align-top">
              <div className="font-medium">{apiKey.name}</div>
              <div className="font-mono text-xs text-muted-foreground">{maskedKey(apiKey.prefix)}</div>
              {apiKey.description && (
                <div className="max-w-64 truncate text-xs text-muted-foreground" title={apiKey.description}>
                  {apiKey.description}
                </div>
              )}
            </TableCell>
            <TableCell className="align-top">
              <KeySettings apiKey={apiKey} />
            </TableCell>
            <TableCell className="align-top">
              <div>{apiKey.lastUsed ? formatDateTime(apiKey.lastUsed) : 'Never'}</div>
              <div className="text-xs text-muted-foreground">{formatUsage(apiKey.usageCount)}</div>
            </TableCell>
            <TableCell className="align-top">
              <Badge variant={statusBadges[apiKey.status].variant}>{statusBadges[apiKey.status].label}</Badge>
            </TableCell>
            <TableCell className="text-right align-top">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${apiKey.name}`}
                onClick={() => onEdit(apiKey)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${apiKey.enabled ? 'Disable' : 'Enable'} ${apiKey.name}`}
                onClick={() => onToggle(apiKey)}
              >
                {apiKey.enabled ? <PowerOff aria-hidden /> : <Power aria-hidden />}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${apiKey.name}`}
                onClick={() => onDelete(apiKey)}
              >
                <Trash2 className="text-destructive" aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Scopes, rate limit per hour, IP restriction and expiry of one key. */
function KeySettings({ apiKey }: { apiKey: ApiKey }) {
  return (
    <div className="grid gap-1 text-xs">
      <div className="flex gap-1">
        {apiKey.scopes.map((scope) => (
          <Badge key={scope} variant="secondary">
            {scopeLabels[scope]}
          </Badge>
        ))}
      </div>
      <div>{apiKey.rateLimit.toLocaleString('en-US')} requests / hour</div>
      <div className="max-w-64 truncate" title={apiKey.allowedIps.join(', ')}>
        {apiKey.allowedIps.length === 0 ? 'All IPs allowed' : `IPs: ${apiKey.allowedIps.join(', ')}`}
      </div>
      <div>{apiKey.expiresAt ? `Expires ${formatDate(apiKey.expiresAt)}` : 'Never expires'}</div>
    </div>
  );
}
