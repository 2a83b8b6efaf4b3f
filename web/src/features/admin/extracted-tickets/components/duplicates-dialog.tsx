import { useEffect, useState } from 'react';
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
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { useDuplicates } from '../api/get-duplicates';
import { useRemoveDuplicates } from '../api/remove-duplicates';
import { duplicateIds } from '../lib/duplicate-groups';
import { DuplicateGroup } from './duplicate-group';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * spec 001 §2.6 Duplicate Tickets: the groups (first ticket kept), a selection mode, and removal of the
 * selected tickets or of every duplicate after the 'Remove Duplicate Tickets' confirmation.
 */
export function DuplicatesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const duplicates = useDuplicates(open);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<string[] | 'all' | null>(null);
  const reset = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const removal = useRemoveDuplicates({ onRemoved: reset });

  useEffect(() => {
    if (duplicates.isError) toast.error('Failed to fetch duplicate tickets');
  }, [duplicates.isError]);

  const groups = duplicates.data?.duplicates ?? [];
  const removable = duplicateIds(groups);
  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const removeSelected = () => {
    if (selected.size === 0) {
      toast.error('No tickets selected', { description: 'Please select at least one ticket to remove' });
      return;
    }
    setConfirming([...selected]);
  };
  const confirmCount = confirming === 'all' ? removable.length : (confirming?.length ?? 0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Duplicate Tickets</DialogTitle>
          <DialogDescription>
            Tickets extracted more than once. The first ticket of each group is kept; the others are
            duplicates.
          </DialogDescription>
        </DialogHeader>

        {duplicates.isPending && <p className="text-sm text-muted-foreground">Looking for duplicates…</p>}
        {duplicates.isError && (
          <p role="alert" className="text-sm text-destructive">
            Failed to fetch duplicate tickets
          </p>
        )}
        {duplicates.data && groups.length === 0 && (
          <p className="py-6 text-center text-sm text-muted-foreground">No duplicate tickets found</p>
        )}
        {duplicates.data && groups.length > 0 && (
          <>
            <p className="text-sm">
              {plural(duplicates.data.count, 'duplicate group', 'duplicate groups')} found
              {duplicates.data.doubleSales
                ? `, ${plural(duplicates.data.doubleSales, 'possible double sale', 'possible double sales')}`
                : ''}
            </p>
            <ul className="grid max-h-[400px] gap-3 overflow-y-auto pr-1" aria-label="Duplicate groups">
              {groups.map((group) => (
                <DuplicateGroup
                  key={group[0]?.id}
                  group={group}
                  selecting={selecting}
                  selected={selected}
                  onToggle={toggle}
                />
              ))}
            </ul>
          </>
        )}

        <DialogFooter className="flex-wrap">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {groups.length > 0 && !selecting && (
            <>
              <Button variant="outline" onClick={() => setSelecting(true)}>
                Select Tickets
              </Button>
              <Button variant="destructive" onClick={() => setConfirming('all')} disabled={removal.isPending}>
                Remove All Duplicates
              </Button>
            </>
          )}
          {groups.length > 0 && selecting && (
            <>
              <Button variant="outline" onClick={reset}>
                Cancel Selection
              </Button>
              <Button variant="destructive" onClick={removeSelected} disabled={removal.isPending}>
                Remove Selected{selected.size > 0 ? ` (${selected.size})` : ''}
              </Button>
            </>
          )}
        </DialogFooter>
        <AlertDialog open={confirming !== null} onOpenChange={(next) => !next && setConfirming(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Remove Duplicate Tickets</AlertDialogTitle>
              <AlertDialogDescription>
                {confirming === 'all'
                  ? `Remove ${plural(confirmCount, 'duplicate ticket', 'duplicate tickets')}? The first ticket of each group is kept.`
                  : `Remove ${plural(confirmCount, 'selected ticket', 'selected tickets')}?`}{' '}
                This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                onClick={() => {
                  if (confirming) removal.mutate(confirming === 'all' ? undefined : confirming);
                  setConfirming(null);
                }}
              >
                Remove
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}
