import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/** A progress bar (0-100); name it with aria-label or aria-labelledby. */
export function Progress({ value, className, ...props }: ComponentProps<'div'> & { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 10) / 10}
      data-slot="progress"
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
