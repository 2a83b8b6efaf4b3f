import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { serverMessage } from '@/lib/api-client';

import type { EmailTemplate } from '../api/get-email-templates';
import { testEmailSchema, useSendTestEmail, type TestEmailValues } from '../api/send-test-email';

const emptyValues: TestEmailValues = { email: '' };

/** The Test dialog (spec 001 §2.14, §5, §8): an address, then the template is sent to it. */
export function TestEmailDialog({
  template,
  onClose,
}: {
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  const form = useForm<TestEmailValues>({
    resolver: zodResolver(testEmailSchema),
    defaultValues: emptyValues,
  });
  const close = () => {
    form.reset(emptyValues);
    onClose();
  };
  const send = useSendTestEmail({
    onSuccess: (message, { email }) => {
      toast.success('Test Email Sent', { description: message ?? `The test email was sent to ${email}.` });
      close();
    },
    onError: (error) =>
      toast.error('Failed to Send Test Email', { description: serverMessage(error) ?? error.message }),
  });

  const submit = form.handleSubmit(({ email }) => {
    if (template) send.mutate({ template: template.id, email });
  });

  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a test: {template?.name}</DialogTitle>
          <DialogDescription>The template is sent with sample values and marked as a test.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <InputField
              control={form.control}
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
            />
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send Test'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
