import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply, sessionRoutes, testUser, type ApiHandler } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const admin = testUser({ id: '01JADMIN00000000000000000001', role: 'admin', email: 'ops@example.com' });

const readyStatus = {
  status: 'ready',
  progress: 100,
  modelVersion: 'v1.3',
  lastUpdated: '2026-11-20T15:00:00.000Z',
  lastTrainedSamples: 1240,
  trainingModelVersion: 'v1.3',
  error: null,
  startedAt: '2026-11-20T14:58:00.000Z',
  finishedAt: '2026-11-20T15:00:00.000Z',
};
const trainingStatus = (progress: number) => ({
  ...readyStatus,
  status: 'training',
  progress,
  modelVersion: 'v1.3',
});

const stats = {
  modelVersion: 'v1.3',
  accuracy: 91.5,
  total: 120,
  succeeded: 100,
  needsReview: 15,
  failed: 5,
  trainingSamples: 42,
  fieldAccuracy: {},
};

const performance = {
  accuracy: 88,
  fieldAccuracy: { eventName: 95, eventDate: 80, seats: 55 },
  ticketSources: {},
  source: 'training',
  modelVersion: 'v1.3',
};

const trainingItems = [
  {
    id: '01JEMAIL0000000000000000A1~0',
    confidence: 95,
    extractedData: {
      eventName: 'Taylor Swift | The Eras Tour',
      eventDate: '2027-06-12T19:30:00-04:00',
      venue: 'MetLife Stadium',
      section: '101',
      row: 'F',
      seats: '1, 2',
      quantity: 2,
    },
  },
  {
    id: '01JEMAIL0000000000000000B2~1',
    confidence: 60,
    extractedData: {
      eventName: 'Hamilton',
      eventDate: null,
      venue: null,
      section: null,
      row: null,
      seats: null,
      quantity: null,
    },
  },
];

function routes(extra: Record<string, ApiHandler> = {}) {
  return {
    ...sessionRoutes(admin),
    'GET /api/ml/training-status': reply(200, readyStatus),
    'GET /api/ml/stats': reply(200, stats),
    'GET /api/ml/performance': reply(200, performance),
    'GET /api/ml/training-data': reply(200, trainingItems),
    ...extra,
  };
}

async function openMl(path = '/admin/ml-training') {
  const user = userEvent.setup();
  const view = renderRoutes(createRoutes, path);
  await screen.findByRole('heading', { level: 1, name: 'ML Training' });
  return { user, ...view };
}

const card = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  return heading.closest<HTMLElement>('[data-slot="card"]') ?? heading;
};

describe('ML training overview', () => {
  it('shows the model status, accuracy, processing stats and the instructions', async () => {
    mockApi(routes());
    await openMl();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();

    await screen.findByText('v1.3');
    const status = card('Model Status');
    expect(within(status).getByText('Ready')).toBeInTheDocument();
    expect(within(status).getByText('1240')).toBeInTheDocument();
    expect(within(status).queryByRole('progressbar')).not.toBeInTheDocument();

    await screen.findByText('91.5%');
    const processing = card('Processing Stats');
    expect(within(processing).getByText('120')).toBeInTheDocument();
    expect(within(processing).getByText('15')).toBeInTheDocument();
    expect(within(processing).getByText('42')).toBeInTheDocument();

    const instructions = card('Training Instructions');
    expect(within(instructions).getByText('Correct errors.')).toBeInTheDocument();
    expect(within(instructions).getByText('Train the model.')).toBeInTheDocument();
    expect(within(instructions).getByText('Monitor performance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Train Model' })).toBeEnabled();
  });

  it('says Not Trained before any training', async () => {
    mockApi(
      routes({
        'GET /api/ml/training-status': reply(200, { ...readyStatus, status: 'not_trained', progress: 0 }),
      }),
    );
    await openMl();
    expect(await within(card('Model Status')).findByText('Not Trained')).toBeInTheDocument();
  });
});

describe('training the model', () => {
  it('starts training, shows its progress polled every 5 s, and is ready again at the end', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const api = mockApi(
      routes({
        'POST /api/ml/train': reply(202, {
          success: true,
          status: 'training',
          message: 'Training started',
          jobId: 'job-1',
        }),
      }),
    );
    const { user } = await openMl();
    await within(card('Model Status')).findByText('Ready');
    api.set('GET /api/ml/training-status', reply(200, trainingStatus(10)));

    await user.click(screen.getByRole('button', { name: 'Train Model' }));
    expect(await screen.findByText('Model training initiated')).toBeInTheDocument();
    expect(screen.getByText('Training started')).toBeInTheDocument();
    expect(api.callsTo('POST /api/ml/train')).toHaveLength(1);

    const button = await screen.findByRole('button', { name: 'Training in Progress...' });
    expect(button).toBeDisabled();
    const progress = await screen.findByRole('progressbar', { name: 'Training progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '10'));
    const polls = api.callsTo('GET /api/ml/training-status').length;

    api.set('GET /api/ml/training-status', reply(200, trainingStatus(60)));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '60'));
    expect(api.callsTo('GET /api/ml/training-status')).toHaveLength(polls + 1);

    const statsReads = api.callsTo('GET /api/ml/stats').length;
    api.set('GET /api/ml/training-status', reply(200, { ...readyStatus, modelVersion: 'v1.4' }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('button', { name: 'Train Model' })).toBeEnabled();
    expect(screen.getByText('v1.4')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Training progress' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/ml/stats').length).toBeGreaterThan(statsReads));

    // Ready: no more polling.
    const finalPolls = api.callsTo('GET /api/ml/training-status').length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.callsTo('GET /api/ml/training-status')).toHaveLength(finalPolls);
  });

  it('says Training failed with the server message', async () => {
    mockApi(
      routes({
        'POST /api/ml/train': reply(409, { success: false, message: 'Training is already in progress.' }),
      }),
    );
    const { user } = await openMl();
    await user.click(await screen.findByRole('button', { name: 'Train Model' }));
    expect(await screen.findByText('Training failed')).toBeInTheDocument();
    expect(screen.getByText('Training is already in progress.')).toBeInTheDocument();
  });
});

describe('ML performance', () => {
  it('shows each field with its accuracy, colour band and hint', async () => {
    mockApi(routes());
    await openMl('/admin/ml-training?tab=performance');
    expect(screen.getByRole('tab', { name: 'Performance', selected: true })).toBeInTheDocument();
    const eventName = await screen.findByRole('listitem', { name: 'Event Name' });
    expect(within(eventName).getByText('95%')).toBeInTheDocument();
    expect(within(eventName).getByText('Excellent accuracy for this field.')).toBeInTheDocument();
    expect(within(eventName).getByRole('progressbar')).toHaveAttribute('data-band', 'excellent');

    const eventDate = screen.getByRole('listitem', { name: 'Event Date' });
    expect(
      within(eventDate).getByText('Good accuracy that can be improved with more training data.'),
    ).toBeInTheDocument();
    expect(within(eventDate).getByRole('progressbar')).toHaveAttribute('data-band', 'good');

    const seats = screen.getByRole('listitem', { name: 'Seats' });
    expect(within(seats).getByText('Low accuracy: focus on correcting this field.')).toBeInTheDocument();
    expect(within(seats).getByRole('progressbar')).toHaveAttribute('data-band', 'low');
  });

  it('says No field accuracy data available', async () => {
    mockApi(routes({ 'GET /api/ml/performance': reply(200, { ...performance, fieldAccuracy: {} }) }));
    await openMl('/admin/ml-training?tab=performance');
    expect(await screen.findByText('No field accuracy data available')).toBeInTheDocument();
    expect(screen.getByText('Process more emails to generate field accuracy data')).toBeInTheDocument();
  });
});

describe('training data', () => {
  it('reads the training data only when its tab opens, and shows each item', async () => {
    const api = mockApi(routes());
    const { user, router } = await openMl();
    await screen.findByText('v1.3');
    expect(api.callsTo('GET /api/ml/training-data')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Training Data' }));
    expect(router.state.location.search).toBe('?tab=training-data');
    expect(await screen.findByRole('heading', { name: 'Training Dataset' })).toBeInTheDocument();
    expect(screen.getByText('View all data currently used for training the model')).toBeInTheDocument();
    expect(api.callsTo('GET /api/ml/training-data')).toHaveLength(1);

    const first = await screen.findByRole('listitem', { name: 'Taylor Swift | The Eras Tour' });
    expect(within(first).getByText('High Confidence')).toBeInTheDocument();
    expect(within(first).getByText('Sat, Jun 12, 2027, 7:30 PM')).toBeInTheDocument();
    expect(within(first).getByText('MetLife Stadium')).toBeInTheDocument();
    expect(within(first).getByText('1, 2')).toBeInTheDocument();

    const second = screen.getByRole('listitem', { name: 'Hamilton' });
    expect(within(second).getByText('Low Confidence')).toBeInTheDocument();
    expect(within(second).getByText('Not available')).toBeInTheDocument();
    expect(within(second).getByText('Unknown')).toBeInTheDocument();
  });

  it('shows the raw e-mail of an item', async () => {
    const api = mockApi(
      routes({
        'GET /api/emails/01JEMAIL0000000000000000A1': reply(200, {
          success: true,
          email: {
            id: '01JEMAIL0000000000000000A1',
            sender: 'Ticketmaster',
            senderEmail: 'orders@ticketmaster.com',
            recipient: 'Ada',
            recipientEmail: 'ada@relay.example',
            subject: 'Your tickets for The Eras Tour',
            receivedAt: '2026-11-01T09:58:00.000Z',
            snippet: 'Your order',
            rawContent: 'Order 123: Section 101, Row F, Seats 1-2',
            html: null,
          },
        }),
      }),
    );
    const { user } = await openMl('/admin/ml-training?tab=training-data');
    const item = await screen.findByRole('listitem', { name: 'Taylor Swift | The Eras Tour' });
    await user.click(within(item).getByRole('button', { name: 'View Raw Email' }));

    const dialog = await screen.findByRole('dialog', { name: 'Raw Email' });
    expect(await within(dialog).findByText('Order 123: Section 101, Row F, Seats 1-2')).toBeInTheDocument();
    expect(within(dialog).getByText('Ticketmaster <orders@ticketmaster.com>')).toBeInTheDocument();
    expect(api.callsTo('GET /api/emails/01JEMAIL0000000000000000A1')).toHaveLength(1);
  });

  it('says how to add training data when there is none', async () => {
    mockApi(routes({ 'GET /api/ml/training-data': reply(200, []) }));
    await openMl('/admin/ml-training?tab=training-data');
    expect(await screen.findByText('No training data yet')).toBeInTheDocument();
    expect(
      screen.getByText('Process emails and manually correct extractions to add training data.'),
    ).toBeInTheDocument();
  });
});
