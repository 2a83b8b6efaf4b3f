import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

// No Radix slider package is installed: a native range input is keyboard- and screen-reader-accessible as it
// is (arrow keys, Home/End, Page Up/Down); name it with a <label> or aria-label.
export function Slider({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="range"
      data-slot="slider"
      className={cn(
        'h-6 w-full min-w-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
