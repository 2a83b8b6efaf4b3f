/** 'eventName' → 'Event Name' (spec 001 §2.3: field names split from camel case into words). */
export function fieldLabel(fieldName: string): string {
  const words = fieldName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export type AccuracyBand = 'excellent' | 'good' | 'low';

/** spec 001 §2.8 / §9: 90 or more excellent, 70 to 89 good, below 70 low. */
export function accuracyBand(percent: number): AccuracyBand {
  if (percent >= 90) return 'excellent';
  if (percent >= 70) return 'good';
  return 'low';
}

export const accuracyHints: Record<AccuracyBand, string> = {
  excellent: 'Excellent accuracy for this field.',
  good: 'Good accuracy that can be improved with more training data.',
  low: 'Low accuracy: focus on correcting this field.',
};

/** Bar colours: secondary 90 or more, accent 70 to 89, destructive below 70. */
export const accuracyBarClass: Record<AccuracyBand, string> = {
  excellent: '[&>div]:bg-secondary',
  good: '[&>div]:bg-accent',
  low: '[&>div]:bg-destructive',
};

/** spec 001 §3 Training status: training, ready, anything else is Not Trained. */
export function modelStatusLabel(status: string | undefined): string {
  if (status === 'training') return 'Training';
  if (status === 'ready') return 'Ready';
  return 'Not Trained';
}

/** A training item's e-mail: the item's id is its ticket's id, `{emailId}~{index}`. */
export function emailIdOfTicket(ticketId: string): string | null {
  const at = ticketId.lastIndexOf('~');
  return at > 0 ? ticketId.slice(0, at) : null;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(value: string | null | undefined, empty = 'Never'): string {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? dateTime.format(date) : empty;
}

/** A percentage as shown on the cards: whole or one decimal. */
export const percent = (value: number) => `${Math.round(value * 10) / 10}%`;
