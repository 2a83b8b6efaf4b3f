import { Loader2 } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { serverMessage } from '@/lib/api-client';

/** A card's body while its data loads. */
export function CardLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {label}…
    </p>
  );
}

/** A card's body when its data could not be read: what failed and the server's reason. */
export function CardError({ title, error }: { title: string; error: Error }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{serverMessage(error) ?? error.message}</AlertDescription>
    </Alert>
  );
}
