import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

import { useMlPerformance } from '../api/ml-performance';
import { accuracyBand, accuracyBarClass, accuracyHints, fieldLabel, percent } from '../lib/ml-display';

const bandText: Record<ReturnType<typeof accuracyBand>, string> = {
  excellent: 'text-secondary',
  good: 'text-accent-foreground',
  low: 'text-destructive',
};

/** spec 001 §2.8 Performance: accuracy per field with its colour band and hint. */
export function PerformanceTab() {
  const performance = useMlPerformance();
  const fields = Object.entries(performance.data?.fieldAccuracy ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Field Extraction Performance</h2>
        <CardDescription>
          How accurately each field is extracted
          {performance.data ? ` (overall ${percent(performance.data.accuracy)})` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {performance.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
        {performance.isError && (
          <p role="alert" className="text-sm text-destructive">
            The field accuracy could not be read.
          </p>
        )}
        {performance.data && fields.length === 0 && (
          <div className="py-8 text-center">
            <p className="font-medium">No field accuracy data available</p>
            <p className="text-sm text-muted-foreground">
              Process more emails to generate field accuracy data
            </p>
          </div>
        )}
        {fields.length > 0 && (
          <ul className="grid gap-5">
            {fields.map(([field, value]) => {
              const band = accuracyBand(value);
              const labelId = `field-accuracy-${field}`;
              return (
                <li key={field} className="grid gap-1.5 text-sm" aria-labelledby={labelId}>
                  <div className="flex justify-between gap-4">
                    <span id={labelId} className="font-medium">
                      {fieldLabel(field)}
                    </span>
                    <span className={cn('font-semibold', bandText[band])}>{percent(value)}</span>
                  </div>
                  <Progress
                    value={value}
                    aria-labelledby={labelId}
                    data-band={band}
                    className={accuracyBarClass[band]}
                  />
                  <p className="text-muted-foreground">{accuracyHints[band]}</p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
