import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

import type { OperationView } from '../lib/reference-view';

import { FieldTable } from './field-table';

const methodVariant = {
  GET: 'live',
  POST: 'sold',
  PATCH: 'pending',
  PUT: 'pending',
  DELETE: 'review',
} as const;

/** One operation: method, path, summary, required scope, parameters, body fields and responses. */
export function OperationSection({ operation, baseUrl }: { operation: OperationView; baseUrl: string }) {
  const titleId = `operation-${operation.id}`;
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId} className="flex flex-wrap items-center gap-2 text-base">
          <Badge variant={methodVariant[operation.method as keyof typeof methodVariant] ?? 'outline'}>
            {operation.method}
          </Badge>
          <code className="font-mono text-sm break-all">
            {operation.server ?? baseUrl}
            {operation.path}
          </code>
        </CardTitle>
        <CardDescription className="text-foreground font-medium">{operation.summary}</CardDescription>
        <p className="text-sm">
          {operation.scope ? (
            <>
              Required scope: <Badge variant="outline">{operation.scope}</Badge>
            </>
          ) : (
            'Public: no API key needed.'
          )}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{operation.description}</p>
        {operation.parameters.length > 0 && (
          <div className="grid gap-2">
            <h4 className="text-sm font-semibold">Parameters</h4>
            <FieldTable label={`Parameters of ${operation.summary}`} fields={operation.parameters} />
          </div>
        )}
        {operation.bodyFields.length > 0 && (
          <div className="grid gap-2">
            <h4 className="text-sm font-semibold">Request body (JSON)</h4>
            <FieldTable label={`Request body of ${operation.summary}`} fields={operation.bodyFields} />
          </div>
        )}
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Responses</h4>
          <ul className="grid gap-1 text-sm">
            {operation.responses.map((response) => (
              <li key={response.status}>
                <span className="font-mono font-semibold">{response.status}</span>{' '}
                <span className="text-muted-foreground">{response.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
