import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/get-user';
import { localHints } from '@/lib/local-hints';

import {
  registerCustomerInputSchema,
  useRegisterCustomer,
  type RegisterCustomerInput,
} from '../api/register-customer';

type FieldName = keyof RegisterCustomerInput;

const fields: { name: FieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

export function RegisterForm({ onSignIn }: { onSignIn: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<RegisterCustomerInput>({
    resolver: zodResolver(registerCustomerInputSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });
  const register = useRegisterCustomer({
    // spec 000 §4: store the customer, ask for the chat guide and the verification modal, open the dashboard.
    onSuccess: async (user) => {
      localHints.setCurrentCustomer(user);
      localHints.setFlag('showChatGuide', true);
      localHints.setFlag('showVerificationModal', true);
      queryClient.setQueryData(userQueryKey, user);
      await navigate(paths.customer.dashboard.getHref());
    },
    onError: (error) => {
      toast.error('Registration failed', { description: serverMessage(error) ?? 'Please try again' });
    },
  });

  return (
    <Form {...form}>
      <form
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
      >
        {fields.map(({ name, label, type, autoComplete }) => (
          <InputField
            key={name}
            control={form.control}
            name={name}
            label={label}
            type={type}
            autoComplete={autoComplete}
            className={name === 'firstName' || name === 'lastName' ? undefined : 'sm:col-span-2'}
          />
        ))}
        <Button type="submit" size="lg" className="mt-2 w-full sm:col-span-2" disabled={register.isPending}>
          {register.isPending ? 'Creating account…' : 'Create Account'}
        </Button>
        <p className="text-center text-sm text-muted-foreground sm:col-span-2">
          Already have an account?{' '}
          <Button variant="link" className="h-auto p-0" onClick={onSignIn}>
            Sign in
          </Button>
        </p>
      </form>
    </Form>
  );
}
