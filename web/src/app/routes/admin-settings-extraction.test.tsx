import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  openSettings,
  settingsBody,
  settingsRoutes,
  trainingStatusBody,
} from '@/features/admin/settings/testing/settings-routes';
import { mockApi, reply } from '@/test/mock-api';

const openExtraction = () => openSettings('/admin/settings?tab=extraction');

const training = { ...trainingStatusBody, status: 'training', progress: 40 };

describe('admin settings: extraction', { timeout: 15_000 }, () => {
  it('saves the switches, the keywords and the confidence threshold', async () => {
    const api = mockApi(
      settingsRoutes({
        'POST /api/settings/extraction': ({ body }) =>
          Response.json({ ...settingsBody, message: 'Settings saved', ...(body as object) }),
      }),
    );
    const { user } = await openExtraction();
    const keywords = await screen.findByRole('textbox', { name: 'Email keywords' });
    expect(keywords).toHaveValue('ticket confirmation purchase event');
    expect(screen.getByText('Separate keywords with commas or spaces.')).toBeInTheDocument();
    await user.clear(keywords);
    await user.type(keywords, 'tickets, order');
    await user.click(screen.getByRole('switch', { name: 'Automatic email processing' }));
    expect(screen.getByRole('switch', { name: 'Automatic extraction' })).toBeChecked();

    const threshold = screen.getByRole('slider', { name: /Confidence threshold/ });
    expect(threshold).toHaveValue('70');
    expect(threshold).toHaveAttribute('min', '0');
    expect(threshold).toHaveAttribute('max', '100');
    expect(threshold).toHaveAttribute('step', '1');
    fireEvent.change(threshold, { target: { value: '85' } });
    expect(screen.getByText('Confidence threshold: 85%')).toBeInTheDocument();
    expect(screen.getByText('Less strict')).toBeInTheDocument();
    expect(screen.getByText('More strict')).toBeInTheDocument();
    expect(screen.getByText(/below this threshold are flagged for review/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/settings/extraction')[0]?.body).toEqual({
      autoProcess: false,
      autoExtract: true,
      keywords: 'tickets, order',
      confidenceThreshold: 85,
    });
  });

  it('says Failed to save settings when the server refuses', async () => {
    mockApi(
      settingsRoutes({
        'POST /api/settings/extraction': reply(400, {
          success: false,
          message: 'Please check keywords: must be at most 500 characters',
        }),
      }),
    );
    const { user } = await openExtraction();
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(screen.getByText('Please check keywords: must be at most 500 characters')).toBeInTheDocument();
  });
});

describe('admin settings: ML Model Training card', { timeout: 15_000 }, () => {
  it('shows the live model and starts a training', async () => {
    const api = mockApi(settingsRoutes());
    api.set('POST /api/ml/train', () => {
      api.set('GET /api/ml/training-status', reply(200, training));
      return Response.json(
        { success: true, status: 'training', message: 'Training started' },
        { status: 202 },
      );
    });
    const { user } = await openExtraction();
    const card = (await screen.findByRole('heading', { name: 'ML Model Training' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    const details = within(card);
    expect(await details.findByText('v3')).toBeInTheDocument();
    expect(details.getByText('Ready')).toBeInTheDocument();
    expect(details.getByText('42')).toBeInTheDocument();
    // The time is shown in the browser's zone.
    expect(details.getByText(/^Mar \d, 2026, \d+:00 [AP]M$/)).toBeInTheDocument();
    expect(details.getByText(/Review and correct extracted tickets/)).toBeInTheDocument();
    expect(details.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(details.getByRole('button', { name: 'Train Model' }));
    expect(await screen.findByText('Model training initiated')).toBeInTheDocument();
    expect(screen.getByText('Training started')).toBeInTheDocument();
    expect(await details.findByRole('button', { name: 'Training in Progress...' })).toBeDisabled();
    expect(details.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('says Training failed with the reason', async () => {
    mockApi(
      settingsRoutes({
        'POST /api/ml/train': reply(409, { success: false, message: 'Training is already in progress.' }),
      }),
    );
    const { user } = await openExtraction();
    await user.click(await screen.findByRole('button', { name: 'Train Model' }));
    expect(await screen.findByText('Training failed')).toBeInTheDocument();
    expect(screen.getByText('Training is already in progress.')).toBeInTheDocument();
  });
});
