import { Badge, type BadgeProps } from '@/components/ui/badge';

import type { EmailView } from '../api/email-schema';

/** Red on a light background with AA contrast, for outcomes that went wrong. */
export const dangerBadgeClass = 'border-red-200 bg-red-50 text-red-800';

type Look = { label: string; variant: BadgeProps['variant']; className?: string };

const looks: Record<EmailView['extractionStatus'], Look> = {
  pending: { label: 'Pending', variant: 'outline' },
  success: { label: 'Processed', variant: 'live' },
  needs_review: { label: 'Needs Review', variant: 'review' },
  failed: { label: 'Failed', variant: 'outline', className: dangerBadgeClass },
  quarantined: { label: 'Quarantined', variant: 'outline', className: dangerBadgeClass },
  unassigned: { label: 'Unassigned', variant: 'pending' },
  duplicate: { label: 'Duplicate', variant: 'sold' },
};

/** spec 001 §2.4: Processed (success) or Needs Review; the pipeline's other outcomes as they are. */
export function EmailStatusBadge({ status }: { status: EmailView['extractionStatus'] }) {
  const { label, variant, className } = looks[status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}
