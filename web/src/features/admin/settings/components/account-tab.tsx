import { ShieldCheck, UserRound } from 'lucide-react';
import { useId } from 'react';

import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useUser } from '@/lib/auth/get-user';

import { SectionCard } from '@/components/section-card';

/**
 * Settings → Account (spec 001 §2.9). The spec's profile form has Cancel and Save Changes that do nothing
 * and no call behind them, so the signed-in admin's profile is shown read-only instead of offering buttons
 * that would not save.
 */
export function AccountTab() {
  const id = useId();
  const { data: user } = useUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <SectionCard
      title="Account"
      icon={UserRound}
      description="Your administrator profile."
      action={
        <Badge variant="secondary">
          <ShieldCheck className="size-3.5" aria-hidden />
          Administrator
        </Badge>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} value={name} placeholder="Not set" readOnly />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} type="email" value={user?.email ?? ''} disabled />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-company`}>Company</Label>
          <Input id={`${id}-company`} value="" placeholder="Not set" readOnly />
        </div>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3 sm:self-end">
          <Label id={`${id}-notifications`}>Email notifications</Label>
          <Switch
            checked
            onCheckedChange={() => undefined}
            disabled
            aria-labelledby={`${id}-notifications`}
          />
        </div>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        Administrator profiles are managed by whoever runs this Ticket Relay deployment and cannot be edited
        here.
      </p>
    </SectionCard>
  );
}
