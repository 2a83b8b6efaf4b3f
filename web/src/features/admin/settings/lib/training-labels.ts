import type { TrainingStatus } from '../api/get-training-status';

/** spec 001 §4: Not Trained, training, ready (and a failed job, which the server also reports). */
export function trainingStatusLabel(status: string): string {
  if (status === 'training') return 'Training';
  if (status === 'ready') return 'Ready';
  if (status === 'failed') return 'Failed';
  return 'Not Trained';
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function lastUpdatedLabel({ lastUpdated }: Pick<TrainingStatus, 'lastUpdated'>): string {
  if (!lastUpdated) return 'Never';
  const date = new Date(lastUpdated);
  return Number.isNaN(date.getTime()) ? 'Never' : dateTime.format(date);
}
