import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { serverMessage } from '@/lib/api-client';

import { loginAdminInputSchema, useLoginAdmin, type LoginAdminInput } from '../api/login-admin';
import { useEnterConsole } from './use-enter-console';

export function AdminLoginForm() {
  const enterConsole = useEnterConsole();
  const form = useForm<LoginAdminInput>({
    resolver: zodResolver(loginAdminInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLoginAdmin({
    onSuccess: async (user) => {
      toast.success('Login successful');
      await enterConsole(user);
    },
    onError: (error) => {
      toast.error('Login failed', { description: serverMessage(error) ?? 'Invalid credentials' });
    },
  });

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
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Login'}
        </Button>
      </form>
    </Form>
  );
}
