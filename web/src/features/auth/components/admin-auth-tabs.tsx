import { useState } from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { AdminLoginForm } from './admin-login-form';
import { AdminRegisterForm } from './admin-register-form';
import { AuthLayout } from './auth-layout';

/** Admin sign-in and registration (spec 001 §2.2). */
export function AdminAuthTabs() {
  const [tab, setTab] = useState('login');
  return (
    <AuthLayout title="Admin Portal" description="Sign in to run extraction, customers and listings.">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Log in or register">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <AdminLoginForm />
        </TabsContent>
        <TabsContent value="register">
          <AdminRegisterForm />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
