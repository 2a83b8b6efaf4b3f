import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useClearData, type ClearScope } from '../api/clear-data';
import { SectionCard } from '@/components/section-card';

const removals: Record<
  ClearScope,
  { button: string; summary: string; title: string; warning: string; success: string; failure: string }
> = {
  tickets: {
    button: 'Clear tickets',
    summary: 'Removes every extracted ticket. The original emails are kept.',
    title: 'Clear all tickets?',
    warning: 'Every extracted ticket will be removed. The original emails are kept. This cannot be undone.',
    success: 'Tickets cleared',
    failure: 'Failed to clear tickets',
  },
  all: {
    button: 'Clear all data',
    summary: 'Removes emails, tickets and ML performance stats.',
    title: 'Clear all data?',
    warning: 'All emails, tickets and ML performance stats will be removed. This cannot be undone.',
    success: 'All data cleared',
    failure: 'Failed to clear data',
  },
};

/** Clearing tickets or all data, each behind a confirmation (spec 001 §2.9 Data management, §8). */
export function DataRemovalCard() {
  return (
    <SectionCard title="Data Removal" icon={Trash2} description="Permanently remove stored data.">
      <ul className="grid gap-4">
        <RemovalRow scope="tickets" />
        <RemovalRow scope="all" />
      </ul>
    </SectionCard>
  );
}

function RemovalRow({ scope }: { scope: ClearScope }) {
  const text = removals[scope];
  const clear = useClearData({
    onSuccess: () => toast.success(text.success),
    onError: (error) => toast.error(text.failure, { description: serverMessage(error) }),
  });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <p className="min-w-0 flex-1 basis-48 text-sm text-muted-foreground">{text.summary}</p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" disabled={clear.isPending}>
            {clear.isPending ? 'Clearing…' : text.button}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{text.title}</AlertDialogTitle>
            <AlertDialogDescription>{text.warning}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => clear.mutate(scope)}
            >
              {text.button}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
