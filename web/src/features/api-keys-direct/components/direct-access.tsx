import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

import { directKeysQueryKey } from '../api/get-direct-keys';
import { apiToken } from '../lib/api-token';
import { DirectKeyList } from './direct-key-list';
import { DirectLoginForm } from './direct-login-form';

/**
 * API Keys - Direct Access (spec 001 §2.11, §4): a standalone page. No token shows the login form; a token
 * shows the keys; Logout or a 401 forgets the token and returns to the form.
 */
export function DirectAccess() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(apiToken.read);
  const [expired, setExpired] = useState(false);

  const signIn = (next: string) => {
    apiToken.write(next);
    setExpired(false);
    setToken(next);
  };
  const signOut = () => {
    apiToken.remove();
    queryClient.removeQueries({ queryKey: directKeysQueryKey });
    setToken(null);
  };

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Link to={paths.home.getHref()} className="rounded-md" aria-label="Ticket Relay home">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">API Keys - Direct Access</h1>
          <p className="mt-1 text-muted-foreground">
            Sign in with an admin account to see the API keys. Keys are shown by their prefix only.
          </p>
        </div>
        {token ? (
          <DirectKeyList
            token={token}
            onLogout={signOut}
            onUnauthorized={() => {
              setExpired(true);
              signOut();
            }}
          />
        ) : (
          <Card className="mx-auto w-full max-w-md">
            <CardHeader>
              <h2 className="text-lg font-semibold tracking-tight">Login</h2>
              <CardDescription>
                {expired
                  ? 'Your access has ended. Please log in again.'
                  : 'Use your admin email and password.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <DirectLoginForm onToken={signIn} />
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
