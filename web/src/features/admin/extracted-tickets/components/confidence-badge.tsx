import { Badge, type BadgeProps } from '@/components/ui/badge';

import type { AdminTicket } from '../api/admin-ticket';
import { confidenceLabels, confidenceLevel, type ConfidenceLevel } from '../lib/ticket-text';

const looks: Record<ConfidenceLevel, Pick<BadgeProps, 'variant' | 'className'>> = {
  verified: { variant: 'secondary' },
  high: { variant: 'live' },
  medium: { variant: 'pending' },
  low: { variant: 'outline', className: 'border-red-200 bg-red-50 text-red-900' },
};

/** Verified, or High / Medium / Low Confidence (spec 001 §4). */
export function ConfidenceBadge({
  ticket,
}: {
  ticket: Pick<AdminTicket, 'manuallyVerified' | 'extractionConfidence'>;
}) {
  const level = confidenceLevel(ticket);
  return <Badge {...looks[level]}>{confidenceLabels[level]}</Badge>;
}
