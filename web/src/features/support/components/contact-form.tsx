import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { serverMessage } from '@/lib/api-client';

import {
  contactMessageSchema,
  inquiryTypes,
  useSendContactMessage,
  type ContactMessage,
} from '../api/send-contact-message';
import { supportReplyText } from '../lib/faq';

const inquiryLabels: Record<(typeof inquiryTypes)[number], string> = {
  general: 'General',
  account: 'Account',
  tickets: 'Tickets',
  payments: 'Payments',
  technical: 'Technical',
  security: 'Security',
  billing: 'Billing',
  feedback: 'Feedback',
};

const empty: ContactMessage = { name: '', email: '', subject: '', inquiryType: 'general', message: '' };

const controlClass =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

/** The Support Center contact form (spec 000 §2), stored for the admins (DESIGN §6.17). */
export function ContactForm() {
  const form = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: empty });
  const send = useSendContactMessage();

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success('Message sent', { description: `We'll respond ${supportReplyText}.` });
        form.reset(empty);
      },
      onError: (error) => {
        toast.error('Error', {
          description: serverMessage(error) ?? 'Your message could not be sent. Please try again.',
        });
      },
    }),
  );

  return (
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold tracking-tight">
        Contact us
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">We reply {supportReplyText}.</p>
      <Form {...form}>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
          <InputField control={form.control} name="name" label="Name" autoComplete="name" />
          <InputField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <InputField control={form.control} name="subject" label="Subject" className="sm:col-span-2" />
          <FormField
            control={form.control}
            name="inquiryType"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>Inquiry type</FormLabel>
                <FormControl>
                  <select {...field} className={controlClass}>
                    {inquiryTypes.map((type) => (
                      <option key={type} value={type}>
                        {inquiryLabels[type]}
                      </option>
                    ))}
                  </select>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="message"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>Message</FormLabel>
                <FormControl>
                  <textarea {...field} rows={5} className={controlClass} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send Message'}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
