import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

import type { Field } from '../lib/reference-view';

/** Parameters or body fields of one operation: name, where, type, required, description. */
export function FieldTable({ label, fields }: { label: string; fields: Field[] }) {
  const withLocation = fields.some((field) => field.location);
  return (
    <Table label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          {withLocation && <TableHead>In</TableHead>}
          <TableHead>Type</TableHead>
          <TableHead>Required</TableHead>
          <TableHead>Description</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={`${field.location ?? 'body'}-${field.name}`}>
            <TableCell>
              <code className="font-mono text-xs font-semibold">{field.name}</code>
            </TableCell>
            {withLocation && <TableCell>{field.location}</TableCell>}
            <TableCell className="text-xs">{field.type}</TableCell>
            <TableCell>{field.required ? 'Yes' : 'No'}</TableCell>
            <TableCell className="min-w-56 text-muted-foreground">{field.description}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
