import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { ContactForm } from './contact-form';
import { FaqBrowser } from './faq-browser';
import { SystemStatus } from './system-status';

/** The public Support Center (spec 000 §2): FAQ with search and topics, contact form, system status. */
export function SupportCenter() {
  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={paths.home.getHref()} className="rounded-md" aria-label="Ticket Relay home">
            <Logo />
          </Link>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.customer.auth.getHref()}>Sign In</Link>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Support Center</h1>
          <p className="mt-2 text-muted-foreground">Answers to common questions, and a way to reach us.</p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <FaqBrowser />
          <div className="grid h-fit gap-6">
            <SystemStatus />
            <ContactForm />
          </div>
        </div>
      </main>
    </div>
  );
}
