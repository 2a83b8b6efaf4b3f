import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const ada = testUser();
const base = `/api/customer/${ada.id}`;
const sent = reply(201, { success: true, requestId: 'R1', message: "We'll respond within 24 hours." });

async function openSupport() {
  const user = userEvent.setup();
  renderRoutes(createRoutes, '/account/settings?tab=support');
  await screen.findByRole('heading', { level: 2, name: 'Contact Support' });
  const card = (heading: string) =>
    screen.getByRole('heading', { level: 2, name: heading }).closest('[data-slot=card]') as HTMLElement;
  return { user, support: card('Contact Support'), feedback: card('Send Feedback') };
}

afterEach(() => {
  toast.dismiss();
});

describe('account settings, support and feedback', () => {
  it('asks for the required fields before sending a support message', async () => {
    const api = mockApi({ ...sessionRoutes(ada), [`POST ${base}/support-requests`]: sent });
    const { user, support } = await openSupport();
    await user.type(within(support).getByLabelText('Subject'), 'Payout question');
    await user.click(within(support).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/support-requests`)).toHaveLength(0);
  });

  it('sends a support message with its priority, confirms and clears the form', async () => {
    const api = mockApi({ ...sessionRoutes(ada), [`POST ${base}/support-requests`]: sent });
    const { user, support } = await openSupport();
    expect(within(support).getByLabelText('Priority')).toHaveValue('medium');
    expect(within(support).getByText(/within 24 hours/)).toBeInTheDocument();
    expect(
      within(within(support).getByLabelText('Priority'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Urgent']);

    await user.type(within(support).getByLabelText('Subject'), 'Payout question');
    await user.selectOptions(within(support).getByLabelText('Priority'), 'urgent');
    await user.type(within(support).getByLabelText('Message'), 'When is my payout?');
    await user.click(within(support).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText("We'll respond within 24 hours.")).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/support-requests`)[0]?.body).toEqual({
      kind: 'support',
      subject: 'Payout question',
      message: 'When is my payout?',
      priority: 'urgent',
    });
    expect(within(support).getByLabelText('Subject')).toHaveValue('');
    expect(within(support).getByLabelText('Message')).toHaveValue('');
    expect(within(support).getByLabelText('Priority')).toHaveValue('medium');
  });

  it('sends feedback with its type and clears the form; an empty message is refused', async () => {
    const api = mockApi({ ...sessionRoutes(ada), [`POST ${base}/support-requests`]: sent });
    const { user, feedback } = await openSupport();
    await user.click(within(feedback).getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/support-requests`)).toHaveLength(0);

    await user.selectOptions(within(feedback).getByLabelText('Feedback type'), 'feature');
    await user.type(within(feedback).getByLabelText('Your feedback'), 'Please add Venmo.');
    await user.click(within(feedback).getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Feedback sent')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/support-requests`)[0]?.body).toEqual({
      kind: 'feedback',
      feedbackType: 'feature',
      message: 'Please add Venmo.',
    });
    expect(within(feedback).getByLabelText('Your feedback')).toHaveValue('');
  });

  it('keeps the message and shows the server message when sending fails', async () => {
    mockApi({
      ...sessionRoutes(ada),
      [`POST ${base}/support-requests`]: reply(400, {
        success: false,
        message: 'The subject can be at most 200 characters.',
      }),
    });
    const { user, support } = await openSupport();
    await user.type(within(support).getByLabelText('Subject'), 'Payout question');
    await user.type(within(support).getByLabelText('Message'), 'When is my payout?');
    await user.click(within(support).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('The subject can be at most 200 characters.')).toBeInTheDocument();
    expect(within(support).getByLabelText('Message')).toHaveValue('When is my payout?');
  });
});
