import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SUPPORT_REPLY_TEXT } from '@/lib/business';

export function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-16">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 sm:inline-flex">
              <LifeBuoy className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="contact-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Questions before you start?
              </h2>
              <p className="mt-2 max-w-xl text-primary-foreground/90">
                Browse the answers or send us a message in the Support Center. Our support team replies{' '}
                {SUPPORT_REPLY_TEXT}.
              </p>
            </div>
          </div>
          <Button asChild size="lg" variant="outline" className="border-transparent text-foreground">
            <Link to={paths.support.getHref()}>Visit the Support Center</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
