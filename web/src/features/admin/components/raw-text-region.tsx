import { cn } from '@/lib/utils';

/** An e-mail's plain text in a scrollable, keyboard-focusable region (the raw content of spec 001 §2.3, §2.7). */
export function RawTextRegion({
  label,
  text,
  className,
}: {
  label: string;
  text: string;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-auto rounded-md border bg-muted/50 p-3 focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <pre className="text-xs break-words whitespace-pre-wrap">{text || 'No email content available'}</pre>
    </div>
  );
}
