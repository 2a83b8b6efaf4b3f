import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { paths } from '@/config/paths';
import { userQueryKey } from '@/lib/auth/get-user';
import { localHints } from '@/lib/local-hints';

import { loginCustomerInputSchema, useLoginCustomer, type LoginCustomerInput } from '../api/login-customer';
import { ForgotPasswordDialog } from './forgot-password-dialog';

export function SignInForm({ onCreateAccount }: { onCreateAccount: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<LoginCustomerInput>({
    resolver: zodResolver(loginCustomerInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLoginCustomer({
    // spec 000 §4: store the customer and go to the dashboard.
    onSuccess: async (user) => {
      localHints.setCurrentCustomer(user);
      queryClient.setQueryData(userQueryKey, user);
      await navigate(paths.customer.dashboard.getHref());
    },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const forgotPassword = (
    <ForgotPasswordDialog
      defaultEmail={email}
      trigger={
        <Button variant="link" className="h-auto p-0 text-sm">
          Forgot password?
        </Button>
      }
    />
  );

  return (
    <Form {...form}>
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        {login.isError && (
          // spec 000 §8: one notice for a failed sign-in of any kind, with a way to reset the password.
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden />
            <AlertDescription>
              <p>Sorry, your email or password was incorrect. Please check your password.</p>
              {forgotPassword}
            </AlertDescription>
          </Alert>
        )}
        <InputField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <InputField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          labelAside={login.isError ? undefined : forgotPassword}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          New to Ticket Relay?{' '}
          <Button variant="link" className="h-auto p-0" onClick={onCreateAccount}>
            Create an account
          </Button>
        </p>
      </form>
    </Form>
  );
}
