import { FileText, ShieldCheck } from 'lucide-react';

// The seller terms are the tickets feature's text; the brief of issue 6 has this page show the same ones.
import { TERMS_LAST_UPDATED, TERMS_VERSION } from '@/features/tickets/lib/terms';
import { termsSections } from '@/features/tickets/lib/terms-sections';
import type { User } from '@/lib/auth/user';

import { SectionCard } from '@/components/section-card';

const privacy: readonly { title: string; text: string }[] = [
  {
    title: 'What we keep',
    text: 'Your contact details, the e-mails you forward to your transfer address and the tickets extracted from them, your listings and sales, and your payout methods.',
  },
  {
    title: 'How we protect it',
    text: 'Payout account numbers are stored encrypted and shown back only as their last four digits. Your session is kept in a secure cookie; we never store your password, only a salted hash of it.',
  },
  {
    title: 'Who sees it',
    text: 'Our team sees your tickets and forwarded e-mails to check extractions and to help you. Buyers receive only what a ticket transfer needs. We do not sell your data.',
  },
  {
    title: 'Your choices',
    text: 'You can change your contact details on your profile and your notification preferences in these settings. To close your account or get a copy of your data, contact support.',
  },
];

/** Settings → Legal (spec 000 §2): the seller terms (version 1.0) and a short privacy notice. */
export function LegalTab({ user }: { user: User }) {
  const accepted = user.termsAcceptedVersion;
  return (
    <>
      <SectionCard
        title="Terms and Conditions"
        icon={FileText}
        description={`Version ${TERMS_VERSION} · Last updated ${TERMS_LAST_UPDATED}`}
      >
        <p className="mb-4 text-sm">
          {accepted
            ? `You accepted version ${accepted} of these terms.`
            : 'You are asked to accept these terms before you approve your first ticket.'}
        </p>
        <div className="grid gap-4">
          {termsSections.map(({ title, text }) => (
            <section key={title}>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </section>
          ))}
        </div>
      </SectionCard>
      <SectionCard title="Privacy" icon={ShieldCheck} description="How we handle your information.">
        <div className="grid gap-4">
          {privacy.map(({ title, text }) => (
            <section key={title}>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </section>
          ))}
        </div>
      </SectionCard>
    </>
  );
}
