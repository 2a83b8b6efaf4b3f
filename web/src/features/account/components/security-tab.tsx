import { KeyRound } from 'lucide-react';

import { ChangePasswordForm } from './change-password-form';
import { SectionCard } from '@/components/section-card';

export function SecurityTab() {
  return (
    <SectionCard title="Security" icon={KeyRound} description="Change the password you use to sign in.">
      <ChangePasswordForm />
    </SectionCard>
  );
}
