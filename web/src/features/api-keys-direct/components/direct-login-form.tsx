import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { ApiError } from '@/lib/api-client';

import { UnparsableReplyError, directLoginSchema, useDirectLogin, type DirectLoginInput } from '../api/login';

/** The server's `error` text of a refused login (spec 001 §8), else its message. */
function refusal(error: ApiError): string | undefined {
  const data = error.data as { error?: unknown; message?: unknown } | undefined;
  for (const value of [data?.error, data?.message]) {
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** spec 001 §8: the texts of a failed direct login. */
function showLoginFailure(error: Error) {
  if (error instanceof UnparsableReplyError) {
    toast.error('Authentication failed', { description: 'Failed to parse response' });
  } else if (error instanceof ApiError) {
    console.error('Direct access login was refused:', error.status, error.data ?? error.message);
    toast.error('Authentication failed', {
      description: refusal(error) ?? 'Invalid credentials. Check console for details.',
    });
  } else {
    toast.error('Connection error', { description: 'Could not connect to the API server' });
  }
}

/** The standalone login of /api-keys-direct (spec 001 §2.11): e-mail and password → a bearer token. */
export function DirectLoginForm({ onToken }: { onToken: (token: string) => void }) {
  const form = useForm<DirectLoginInput>({
    resolver: zodResolver(directLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useDirectLogin({
    onSuccess: (token) => {
      toast.success('Authentication successful');
      onToken(token);
    },
    onError: showLoginFailure,
  });
  const missing = form.formState.errors.root?.message;

  return (
    <Form {...form}>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <InputField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <InputField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        {missing && (
          <p role="alert" className="text-sm text-destructive">
            {missing}
          </p>
        )}
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Login'}
        </Button>
      </form>
    </Form>
  );
}
