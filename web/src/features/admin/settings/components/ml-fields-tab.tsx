import { Check, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

import { useMlFields, type MlField } from '../api/get-ml-fields';
import { DeleteMlFieldDialog } from './delete-ml-field-dialog';
import { MlFieldDialog } from './ml-field-dialog';
import { SectionCard } from '@/components/section-card';

/** The field dialog's state: closed, adding (no field) or editing a field. */
type Editing = { field?: MlField } | null;

/** Settings → ML Fields (spec 001 §2.9): the extraction fields, added, edited and deleted in dialogs. */
export function MlFieldsTab() {
  const fields = useMlFields();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MlField | null>(null);
  const nextOrder = Math.max(0, ...(fields.data ?? []).map((field) => field.order)) + 1;

  return (
    <SectionCard
      title="ML Fields"
      icon={ListChecks}
      description="The fields the extraction looks for, and the confidence each one needs."
      action={
        <Button onClick={() => setEditing({})} disabled={!fields.data}>
          <Plus aria-hidden />
          Add Field
        </Button>
      }
    >
      {fields.isPending && <p className="text-sm text-muted-foreground">Loading the fields…</p>}
      {fields.isError && (
        <p role="alert" className="text-sm text-destructive">
          The fields could not be loaded. Please reload the page.
        </p>
      )}
      {fields.data?.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No extraction fields configured. Add one to get started.
        </p>
      )}
      {fields.data && fields.data.length > 0 && (
        <FieldsTable fields={fields.data} onEdit={(field) => setEditing({ field })} onDelete={setDeleting} />
      )}
      {editing && (
        <MlFieldDialog
          key={editing.field?.id ?? 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          field={editing.field}
          nextOrder={nextOrder}
        />
      )}
      <DeleteMlFieldDialog field={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}

function FieldsTable({
  fields,
  onEdit,
  onDelete,
}: {
  fields: MlField[];
  onEdit: (field: MlField) => void;
  onDelete: (field: MlField) => void;
}) {
  return (
    <Table label="Extraction fields">
      <TableHeader>
        <TableRow>
          <TableHead>Field Name</TableHead>
          <TableHead>Display Name</TableHead>
          <TableHead>Required</TableHead>
          <TableHead>Enabled</TableHead>
          <TableHead>Threshold</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field.id}>
            <TableCell className="font-mono text-xs">{field.fieldName}</TableCell>
            <TableCell>{field.displayName}</TableCell>
            <TableCell>
              <Flag on={field.isRequired} onLabel="Required" offLabel="Optional" />
            </TableCell>
            <TableCell>
              <Flag on={field.isEnabled} onLabel="Enabled" offLabel="Disabled" />
            </TableCell>
            <TableCell className="tabular-nums">{field.confidenceThreshold}%</TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${field.displayName}`}
                onClick={() => onEdit(field)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${field.displayName}`}
                onClick={() => onDelete(field)}
              >
                <Trash2 className="text-destructive" aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** spec 001 §2.9: a tick when set, else the word ('Optional', 'Disabled'). */
function Flag({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  if (!on) return <span className="text-muted-foreground">{offLabel}</span>;
  return (
    <>
      <Check className="size-4 text-emerald-600" aria-hidden />
      <span className="sr-only">{onLabel}</span>
    </>
  );
}
