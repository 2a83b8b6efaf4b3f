import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { serverMessage } from '@/lib/api-client';

import { registerAdminInputSchema, useRegisterAdmin, type RegisterAdminInput } from '../api/register-admin';
import { useEnterConsole } from './use-enter-console';

export function AdminRegisterForm() {
  const enterConsole = useEnterConsole();
  const form = useForm<RegisterAdminInput>({
    resolver: zodResolver(registerAdminInputSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const register = useRegisterAdmin({
    onSuccess: async (user) => {
      toast.success('Account created');
      await enterConsole(user);
    },
    onError: (error) => {
      toast.error('Registration failed', { description: serverMessage(error) ?? 'Unable to create account' });
    },
  });

  return (
    <Form {...form}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
      >
        <InputField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <InputField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <InputField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
    </Form>
  );
}
