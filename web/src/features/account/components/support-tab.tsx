import { LifeBuoy, MessageSquareHeart } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverMessage } from '@/lib/api-client';
import { SUPPORT_REPLY_TEXT } from '@/lib/business';

import { useSendSupportRequest, type SupportPriority } from '../api/send-support-request';
import { SectionCard } from '@/components/section-card';

const priorityOptions = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const;

const feedbackTypeOptions = [
  { value: 'general', label: 'General feedback' },
  { value: 'feature', label: 'Feature request' },
  { value: 'bug', label: 'Problem report' },
  { value: 'compliment', label: 'Compliment' },
] as const;

// spec 000 §5, §8: the settings forms' texts.
const missingFields = () => toast.error('Error', { description: 'Please fill in all required fields' });
const sendFailed = (error: Error) =>
  toast.error('Error', {
    description: serverMessage(error) ?? 'Your message could not be sent. Please try again.',
  });

/** Settings → Support & Feedback (spec 000 §2); DESIGN §6.17: both forms are stored for the admins. */
export function SupportTab({ customerId }: { customerId: string }) {
  return (
    <>
      <SupportMessageForm customerId={customerId} />
      <FeedbackForm customerId={customerId} />
    </>
  );
}

interface SupportValues {
  subject: string;
  message: string;
  priority: SupportPriority;
}

const emptySupport: SupportValues = { subject: '', message: '', priority: 'medium' };

function SupportMessageForm({ customerId }: { customerId: string }) {
  const form = useForm<SupportValues>({ defaultValues: emptySupport });
  const send = useSendSupportRequest(customerId, {
    onSuccess: () => {
      toast.success('Message sent', { description: "We'll respond within 24 hours." });
      form.reset(emptySupport);
    },
    onError: sendFailed,
  });
  const submit = form.handleSubmit(({ subject, message, priority }) => {
    if (!subject.trim() || !message.trim()) return missingFields();
    send.mutate({ kind: 'support', subject: subject.trim(), message: message.trim(), priority });
  });

  return (
    <SectionCard
      title="Contact Support"
      icon={LifeBuoy}
      description={`Our team answers ${SUPPORT_REPLY_TEXT}, 9AM-6PM EST on business days.`}
    >
      <Form {...form}>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <InputField control={form.control} name="subject" label="Subject" required />
            <SelectField control={form.control} name="priority" label="Priority" options={priorityOptions} />
          </div>
          <TextareaField control={form.control} name="message" label="Message" rows={5} required />
          <Button type="submit" className="justify-self-start" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Message'}
          </Button>
        </form>
      </Form>
    </SectionCard>
  );
}

interface FeedbackValues {
  feedbackType: string;
  message: string;
}

const emptyFeedback: FeedbackValues = { feedbackType: 'general', message: '' };

function FeedbackForm({ customerId }: { customerId: string }) {
  const form = useForm<FeedbackValues>({ defaultValues: emptyFeedback });
  const send = useSendSupportRequest(customerId, {
    onSuccess: () => {
      toast.success('Feedback sent', { description: 'Thank you for helping us improve Ticket Relay.' });
      form.reset(emptyFeedback);
    },
    onError: sendFailed,
  });
  const submit = form.handleSubmit(({ feedbackType, message }) => {
    if (!message.trim()) return missingFields();
    send.mutate({ kind: 'feedback', feedbackType, message: message.trim() });
  });

  return (
    <SectionCard
      title="Send Feedback"
      icon={MessageSquareHeart}
      description="Tell us what works and what we could do better."
    >
      <Form {...form}>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <SelectField
            control={form.control}
            name="feedbackType"
            label="Feedback type"
            options={feedbackTypeOptions}
            className="sm:max-w-xs"
          />
          <TextareaField control={form.control} name="message" label="Your feedback" rows={4} required />
          <Button type="submit" className="justify-self-start" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Feedback'}
          </Button>
        </form>
      </Form>
    </SectionCard>
  );
}
