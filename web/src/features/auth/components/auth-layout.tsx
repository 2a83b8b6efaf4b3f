import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The centred card every sign-in, verification and reset screen sits in. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(70%_50%_at_50%_0%,color-mix(in_oklch,var(--color-primary)_10%,transparent),transparent)]">
      <header className="mx-auto flex w-full max-w-md items-center justify-center px-4 pt-8 pb-6">
        <Link to={paths.home.getHref()} className="rounded-md" aria-label="Ticket Relay home">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-12">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {description && <CardDescription className="text-base">{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
