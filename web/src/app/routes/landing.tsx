import { Contact } from '@/features/landing/components/contact';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { Pricing } from '@/features/landing/components/pricing';
import { Testimonials } from '@/features/landing/components/testimonials';

export default function LandingRoute() {
  return (
    <>
      <title>Ticket Relay · Sell your tickets by forwarding one e-mail</title>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main">
        <Hero />
        <HowItWorks />
        <Pricing />
        <Testimonials />
        <Contact />
      </main>
      <LandingFooter />
    </>
  );
}
