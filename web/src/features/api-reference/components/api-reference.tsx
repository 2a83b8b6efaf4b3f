import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { OPENAPI_DOCUMENT_PATH, useOpenApiReference } from '../api/get-openapi-document';

import { AuthenticationSection } from './authentication-section';
import { OperationSection } from './operation-section';

/** The public reference of the external API v1, read from its OpenAPI document. */
export function ApiReference() {
  const reference = useOpenApiReference();
  const data = reference.data;
  const tags = data ? [...new Set(data.operations.map((operation) => operation.tag))] : [];
  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={paths.home.getHref()} className="rounded-md" aria-label="Ticket Relay home">
            <Logo />
          </Link>
          <Button asChild variant="outline" size="sm">
            <a href={OPENAPI_DOCUMENT_PATH}>openapi.json</a>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">API Reference</h1>
          {data && (
            <p className="text-muted-foreground">
              {data.title}, version {data.version}. Base URL:{' '}
              <code className="font-mono">{data.baseUrl}</code>
            </p>
          )}
        </div>
        {reference.isPending && (
          <p role="status" className="text-muted-foreground">
            Loading the API reference…
          </p>
        )}
        {reference.isError && (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>The API reference could not be loaded. Please try again.</p>
            <Button variant="outline" onClick={() => void reference.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {data && (
          <>
            <p className="text-sm">{data.description}</p>
            <AuthenticationSection reference={data} />
            {tags.map((tag) => (
              <section key={tag} aria-labelledby={`tag-${tag}`} className="grid gap-4">
                <h2 id={`tag-${tag}`} className="text-2xl font-semibold tracking-tight">
                  {tag}
                </h2>
                {data.operations
                  .filter((operation) => operation.tag === tag)
                  .map((operation) => (
                    <OperationSection key={operation.id} operation={operation} baseUrl={data.baseUrl} />
                  ))}
              </section>
            ))}
          </>
        )}
      </main>
    </div>
  );
}
