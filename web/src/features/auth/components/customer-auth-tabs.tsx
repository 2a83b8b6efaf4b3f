import { useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { CustomerAuthTab } from '@/config/paths';

import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const copy: Record<CustomerAuthTab, { title: string; description: string }> = {
  signin: {
    title: 'Welcome back',
    description: 'Sign in to review, list and track your tickets.',
  },
  register: {
    title: 'Create your seller account',
    description: 'Get a personal transfer address and start selling by forwarding one e-mail.',
  },
};

/** Sign In and Register on one screen; `?tab=register` opens Register (spec 000 §2, DESIGN §6.1). */
export function CustomerAuthTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: CustomerAuthTab = searchParams.get('tab') === 'register' ? 'register' : 'signin';
  const show = (next: CustomerAuthTab) =>
    setSearchParams(next === 'register' ? { tab: 'register' } : {}, { replace: true });

  return (
    <AuthLayout title={copy[tab].title} description={copy[tab].description}>
      <Tabs value={tab} onValueChange={(value) => show(value as CustomerAuthTab)}>
        <TabsList aria-label="Sign in or register">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm onCreateAccount={() => show('register')} />
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm onSignIn={() => show('signin')} />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
