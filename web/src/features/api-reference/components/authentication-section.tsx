import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

import type { ReferenceView } from '../lib/reference-view';

/** How to send the key, the scopes, the rate-limit headers and the error codes. */
export function AuthenticationSection({ reference }: { reference: ReferenceView }) {
  return (
    <section aria-labelledby="authentication" className="grid gap-4">
      <h2 id="authentication" className="text-2xl font-semibold tracking-tight">
        Authentication
      </h2>
      <p className="text-sm">
        Every call except this document needs an API key, created by an admin on the API Keys page. Send it in
        one of two ways:
      </p>
      <ul className="grid gap-1 text-sm">
        {reference.securitySchemes.map((scheme) => (
          <li key={scheme.name}>{scheme.description}</li>
        ))}
      </ul>
      <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
        <code>{`curl -H "Authorization: Bearer trk_live_…" ${reference.baseUrl}/tickets`}</code>
      </pre>

      <h3 className="text-lg font-semibold">Scopes</h3>
      <ul className="grid gap-1 text-sm">
        <li>
          <code className="font-mono">read</code>: GET requests.
        </li>
        <li>
          <code className="font-mono">write</code>: POST, PUT, PATCH and DELETE requests.
        </li>
      </ul>

      <h3 className="text-lg font-semibold">Rate limits</h3>
      <p className="text-sm">
        Each key may make a set number of requests per hour. Every answer carries these headers; when the
        limit is used up the answer is 429 with a Retry-After header (seconds).
      </p>
      <ul className="grid gap-1 text-sm">
        {reference.rateLimitHeaders.map((header) => (
          <li key={header.name}>
            <code className="font-mono font-semibold">{header.name}</code>: {header.description}
          </li>
        ))}
      </ul>

      <h3 className="text-lg font-semibold">Errors</h3>
      <p className="text-sm">
        Errors are JSON: <code className="font-mono">{'{ "error": { "code", "message", "details"? } }'}</code>
        . The code is stable; the message is a sentence for a person.
      </p>
      <Table label="Error codes">
        <TableHeader>
          <TableRow>
            <TableHead>Code</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Meaning</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {reference.errorCodes.map((error) => (
            <TableRow key={error.code}>
              <TableCell>
                <code className="font-mono text-xs font-semibold">{error.code}</code>
              </TableCell>
              <TableCell>{error.status}</TableCell>
              <TableCell className="text-muted-foreground">{error.meaning}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <h3 className="text-lg font-semibold">Pagination</h3>
      <p className="text-sm">
        Lists take <code className="font-mono">limit</code> (1 to 100, default 25) and answer{' '}
        <code className="font-mono">{'{ "data": [...], "nextCursor": string | null }'}</code>. Pass{' '}
        <code className="font-mono">nextCursor</code> back as <code className="font-mono">cursor</code> for
        the next page; it is null on the last page.
      </p>
    </section>
  );
}
