import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEMO_STEP_MS } from '@/features/landing/components/demo-walkthrough';
import { renderRoutes } from '@/test/render-route';

import LandingRoute from './landing';

function renderLanding() {
  return renderRoutes([{ path: '/', Component: LandingRoute }]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('landing page', () => {
  it('has one h1: the hero headline', () => {
    renderLanding();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Sell your tickets by forwarding one e-mail');
  });

  it('has the sections the header links to', () => {
    const { container } = renderLanding();
    for (const id of ['how-it-works', 'pricing', 'testimonials', 'contact']) {
      expect(container.querySelector(`section#${id}`), id).toBeInTheDocument();
    }
  });

  it('links to sign-in, registration and support', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/customer/auth');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/customer/auth?tab=register',
    );
    expect(screen.getByRole('link', { name: 'Visit the Support Center' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('states the commission, the payout timing and the support reply time', () => {
    const { container } = renderLanding();
    const pricing = container.querySelector<HTMLElement>('#pricing');
    const contact = container.querySelector<HTMLElement>('#contact');
    expect(pricing).toHaveTextContent('15 %');
    expect(pricing).toHaveTextContent('you keep 85 %');
    expect(pricing).toHaveTextContent('No upfront fee');
    expect(pricing).toHaveTextContent('1-2 business days after the sale');
    expect(pricing).toHaveTextContent('$170.00');
    expect(contact).toHaveTextContent('within 24 hours');
    expect(document.body).not.toHaveTextContent(/instant/i);
  });

  it('opens the demo dialog, which steps forward and back with its buttons', async () => {
    const user = userEvent.setup();
    renderLanding();

    await user.click(screen.getByRole('button', { name: 'Watch demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Ticket Relay works' });
    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(within(dialog).getByText('Step 2 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'We read the details' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Step 4: Get paid after the sale' }));
    expect(within(dialog).getByText(/1-2 business days after the sale/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/customer/auth?tab=register',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByText('Step 3 of 4')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch demo' })).toHaveFocus();
  });

  it('advances the demo on its own until it is paused', async () => {
    await import('@/features/landing/components/demo-dialog');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Watch demo' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dialog = screen.getByRole('dialog');

    await act(() => vi.advanceTimersByTimeAsync(DEMO_STEP_MS));
    expect(within(dialog).getByText('Step 2 of 4')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause walkthrough' }));
    await act(() => vi.advanceTimersByTimeAsync(DEMO_STEP_MS * 2));
    expect(within(dialog).getByText('Step 2 of 4')).toBeInTheDocument();
  });
});
