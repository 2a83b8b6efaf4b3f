import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** A card of a settings or account page with a level-2 heading (the page's h1 is above it). */
export function SectionCard({
  title,
  icon: Icon,
  description,
  action,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  /** A button at the end of the heading's line. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden />
            {title}
          </h2>
          {action}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}
