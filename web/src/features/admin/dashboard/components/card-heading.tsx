import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/** A card title at heading level 2, for the dashboard's top-level cards (the kit's CardTitle is an h3). */
export function CardHeading({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      className={cn('flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight', className)}
      {...props}
    />
  );
}
