import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

export const inquiryTypes = [
  'general',
  'account',
  'tickets',
  'payments',
  'technical',
  'security',
  'billing',
  'feedback',
] as const;

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z.string().trim().email('Please enter a valid email address'),
  subject: z.string().trim().min(1, 'Please enter a subject.'),
  inquiryType: z.enum(inquiryTypes),
  message: z.string().trim().min(1, 'Please enter your message.'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** DESIGN §6.17: the public contact form is stored for the admins (POST /api/support/contact). */
export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return api.post('/api/support/contact', message);
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
