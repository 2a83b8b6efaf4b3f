import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, networkDown, reply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const healthy = { 'GET /api/health': reply(200, { success: true, status: 'ok' }) };

async function openSupport() {
  const user = userEvent.setup();
  renderRoutes(createRoutes, '/support');
  await screen.findByRole('heading', { level: 1, name: 'Support Center' });
  return user;
}

describe('support center', () => {
  it('filters the FAQ by topic chip and by search', async () => {
    mockApi(healthy);
    const user = await openSupport();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = () => within(faq).getAllByRole('listitem').length;
    const all = questions();
    expect(screen.getByRole('button', { name: 'All Topics', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Payments' }));
    expect(questions()).toBeLessThan(all);
    expect(within(faq).getByText('How much does it cost?')).toBeInTheDocument();
    expect(within(faq).queryByText('How do I create an account?')).not.toBeInTheDocument();
    expect(within(faq).getByText(/keep a 15 % commission and you keep 85 %/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All Topics' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'floor price');
    expect(within(faq).getAllByRole('listitem')).toHaveLength(1);
    expect(within(faq).getByText('What is a floor price?')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), ' zebra');
    expect(within(faq).getByText(/No answers match your search/)).toBeInTheDocument();
  });

  it('shows the status from the health check', async () => {
    mockApi(healthy);
    await openSupport();
    expect(await screen.findByText('Operational')).toBeInTheDocument();
  });

  it('shows a disruption when the health check fails', async () => {
    mockApi({ 'GET /api/health': networkDown });
    await openSupport();
    expect(await screen.findByText(/Service disruption/)).toBeInTheDocument();
  });

  it('sends the contact form, confirms and clears it; refuses an empty form', async () => {
    const api = mockApi({
      ...healthy,
      'POST /api/support/contact': reply(201, { success: true, message: "We'll respond within 24 hours." }),
    });
    const user = await openSupport();
    const form = screen.getByRole('region', { name: 'Contact us' });

    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Please enter your name.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/support/contact')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Ola Berg');
    await user.type(within(form).getByLabelText('Email'), 'ola.berg@example.org');
    await user.type(within(form).getByLabelText('Subject'), 'Selling for a group');
    await user.selectOptions(within(form).getByLabelText('Inquiry type'), 'tickets');
    await user.type(within(form).getByLabelText('Message'), 'Can I forward tickets for my club?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText("We'll respond within 24 hours.")).toBeInTheDocument();
    expect(api.callsTo('POST /api/support/contact')[0]?.body).toEqual({
      name: 'Ola Berg',
      email: 'ola.berg@example.org',
      subject: 'Selling for a group',
      inquiryType: 'tickets',
      message: 'Can I forward tickets for my club?',
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });
});
