import { beforeAll, describe, expect, it } from 'vitest';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { mlRoutes } from '../../../lambdas/api/ml/routes.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { call, registerCustomer } from '../accounts/account-client.ts';
import { corpusEmail, registerFirstAdmin, seedEmail, type SeededEmail } from './ml-client.ts';

const local = useLocalTarget();
let admin = '';
beforeAll(async () => {
  admin = await registerFirstAdmin(local.target);
});

interface FieldReply {
  id: string;
  fieldName: string;
  displayName: string;
  description: string | null;
  isEnabled: boolean;
  isRequired: boolean;
  confidenceThreshold: number;
  order: number;
  createdAt: string;
  updatedAt: string;
}

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

describe('ML routes are for admins only (local target)', () => {
  it('answers 401 to anonymous callers and 403 to customers on every ML route', async () => {
    // Prepare
    const customer = await registerCustomer(local.target);

    for (const route of mlRoutes) {
      const path = route.path.replace('{id}', 'some-field');
      const body = route.method === 'POST' || route.method === 'PATCH' ? {} : undefined;

      // Act
      const anonymous = await call(local.target, route.method, path, { body });
      const asCustomer = await call(local.target, route.method, path, { body, cookie: customer.cookie });

      // Assess
      expect(anonymous.status, `${route.method} ${path}`).toBe(401);
      expect(asCustomer.status, `${route.method} ${path}`).toBe(403);
      expect(asCustomer.body).toEqual({ success: false, message: 'This is for admins only.' });
    }
  });
});

describe('ML fields: create, list, edit and delete with server-side validation (local target)', () => {
  const createField = (body: unknown) =>
    call<FieldReply & { message?: string }>(local.target, 'POST', '/api/ml/fields', { cookie: admin, body });

  it('creates fields with the spec defaults: enabled, optional, threshold 70, order = count + 1', async () => {
    // Act
    const first = await createField({ fieldName: 'orderNumber', displayName: 'Order Number' });
    const second = await createField({
      fieldName: 'gate',
      displayName: 'Gate',
      description: "The entrance, as in 'Gate B'",
      isRequired: true,
      confidenceThreshold: 85,
    });

    // Assess
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      fieldName: 'orderNumber',
      displayName: 'Order Number',
      description: null,
      isEnabled: true,
      isRequired: false,
      confidenceThreshold: 70,
      order: 1,
    });
    expect(first.body.id).toEqual(expect.any(String));
    expect(second.body).toMatchObject({
      fieldName: 'gate',
      isRequired: true,
      confidenceThreshold: 85,
      order: 2,
    });
    const list = await call<FieldReply[]>(local.target, 'GET', '/api/ml/fields', { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((field) => [field.fieldName, field.order])).toEqual([
      ['orderNumber', 1],
      ['gate', 2],
    ]);
  });

  it.each([
    [
      { fieldName: 'Order Number', displayName: 'Order' },
      'Please check fieldName: The field name must be a camelCase identifier: a lower-case letter, then letters and digits (e.g. orderNumber).',
    ],
    [{ displayName: 'Seat map' }, 'Please check fieldName: Please enter a field name.'],
    [{ fieldName: 'seatMap', displayName: '   ' }, 'Please check displayName: Please enter a display name.'],
    [
      { fieldName: 'seatMap', displayName: 'Seat map', confidenceThreshold: 101 },
      'Please check confidenceThreshold: The confidence threshold must be a whole number from 0 to 100.',
    ],
    [
      { fieldName: 'seatMap', displayName: 'Seat map', order: 0 },
      'Please check order: The order must be a whole number of at least 1.',
    ],
    [
      { fieldName: 'ordernumber', displayName: 'Order number again' },
      'A field named "ordernumber" already exists. Please choose another field name.',
    ],
  ])('refuses %j with 400 and a readable message', async (body, message) => {
    // Act
    const reply = await createField(body);

    // Assess
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message });
  });

  it('refuses a body that is not JSON with 400', async () => {
    // Act
    const response = await fetch(`${local.target.urls.api}/ml/fields`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: '{"fieldName": ',
    });

    // Assess
    expect(response.status).toBe(400);
  });

  it('edits the attributes sent (the whole field as the SPA sends it), keeping the others', async () => {
    // Prepare
    const list = await call<FieldReply[]>(local.target, 'GET', '/api/ml/fields', { cookie: admin });
    const gate = list.body.find((field) => field.fieldName === 'gate')!;

    // Act
    const reply = await call<FieldReply>(local.target, 'PATCH', `/api/ml/fields/${gate.id}`, {
      cookie: admin,
      body: { ...gate, displayName: 'Entrance gate', isEnabled: false, description: null },
    });

    // Assess
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: gate.id,
      fieldName: 'gate',
      displayName: 'Entrance gate',
      description: null,
      isEnabled: false,
      isRequired: true,
      confidenceThreshold: 85,
      order: 2,
      createdAt: gate.createdAt,
    });
  });

  it("refuses to rename a field to another field's name, or to an invalid threshold", async () => {
    // Prepare
    const list = await call<FieldReply[]>(local.target, 'GET', '/api/ml/fields', { cookie: admin });
    const gate = list.body.find((field) => field.fieldName === 'gate')!;

    // Act
    const taken = await call(local.target, 'PATCH', `/api/ml/fields/${gate.id}`, {
      cookie: admin,
      body: { fieldName: 'orderNumber' },
    });
    const threshold = await call(local.target, 'PATCH', `/api/ml/fields/${gate.id}`, {
      cookie: admin,
      body: { confidenceThreshold: -1 },
    });

    // Assess
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(
      'A field named "orderNumber" already exists. Please choose another field name.',
    );
    expect(threshold.status).toBe(400);
    expect(threshold.body.message).toBe(
      'Please check confidenceThreshold: The confidence threshold must be a whole number from 0 to 100.',
    );
  });

  it('deletes a field, and answers 404 for a field that does not exist', async () => {
    // Prepare
    const list = await call<FieldReply[]>(local.target, 'GET', '/api/ml/fields', { cookie: admin });
    const orderNumber = list.body.find((field) => field.fieldName === 'orderNumber')!;

    // Act
    const deleted = await call(local.target, 'DELETE', `/api/ml/fields/${orderNumber.id}`, { cookie: admin });
    const again = await call(local.target, 'DELETE', `/api/ml/fields/${orderNumber.id}`, { cookie: admin });
    const patchMissing = await call(local.target, 'PATCH', `/api/ml/fields/${orderNumber.id}`, {
      cookie: admin,
      body: { displayName: 'Back again' },
    });

    // Assess
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Field deleted' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'We could not find that extraction field.' });
    expect(patchMissing.status).toBe(404);
    const after = await call<FieldReply[]>(local.target, 'GET', '/api/ml/fields', { cookie: admin });
    expect(after.body.map((field) => field.fieldName)).toEqual(['gate']);
  });
});

describe('ML figures from the real table: stats, training data, performance (local target)', () => {
  let verified: SeededEmail;

  it('counts nothing before any e-mail is processed, and reports the baseline model', async () => {
    // Act
    const stats = await call(local.target, 'GET', '/api/ml/stats', { cookie: admin });
    const performance = await call(local.target, 'GET', '/api/ml/performance', { cookie: admin });
    const trainingData = await call(local.target, 'GET', '/api/ml/training-data', { cookie: admin });

    // Assess
    expect(stats.body).toMatchObject({
      total: 0,
      succeeded: 0,
      needsReview: 0,
      failed: 0,
      trainingSamples: 0,
    });
    expect(performance.body).toMatchObject({
      source: 'baseline',
      modelVersion: 'v1.0',
      accuracy: percent(baselineModel.metrics!.accuracy),
      ticketSources: {},
    });
    expect(trainingData.body).toEqual([]);
  });

  it('counts processed e-mails by outcome and the verified tickets as training samples', async () => {
    // Prepare
    verified = await seedEmail(local.target, 'tickethub-conf-05', {
      tickets: [{ manuallyVerified: true, extractionConfidence: 64 }],
    });
    await seedEmail(local.target, 'arenapass-conf-07', {
      tickets: [{}, { needsReview: true, extractionConfidence: 41 }],
      status: 'needs_review',
    });
    await seedEmail(local.target, 'seatsquare-conf-09', { tickets: [{}], status: 'success' });
    await seedEmail(local.target, 'parkwise-park-01', { tickets: [], status: 'failed' });

    // Act
    const stats = await call(local.target, 'GET', '/api/ml/stats', { cookie: admin });

    // Assess
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      modelVersion: 'v1.0',
      total: 4,
      succeeded: 2,
      needsReview: 1,
      failed: 1,
      trainingSamples: 1,
      accuracy: percent(baselineModel.metrics!.accuracy),
    });
    expect(Object.keys(stats.body.fieldAccuracy as object)).toEqual(
      expect.arrayContaining(['eventName', 'eventDate', 'venue', 'section', 'row', 'seats', 'quantity']),
    );
  });

  it('lists the verified tickets as training items', async () => {
    // Prepare
    const gold = corpusEmail('tickethub-conf-05').label.tickets[0]!;

    // Act
    const reply = await call(local.target, 'GET', '/api/ml/training-data', { cookie: admin });

    // Assess
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      {
        id: verified.ticketIds[0],
        confidence: 64,
        extractedData: {
          eventName: gold.eventName,
          eventDate: gold.eventDate,
          venue: gold.venue,
          section: gold.section,
          row: gold.row,
          seats: gold.seats.length ? gold.seats.join(', ') : null,
          quantity: gold.quantity,
        },
      },
    ]);
  });

  it('shares the tickets out by the vendor of the forwarded e-mail', async () => {
    // Act
    const reply = await call(local.target, 'GET', '/api/ml/performance', { cookie: admin });

    // Assess: arenapass 2 tickets, seatsquare 1, tickethub 1.
    expect(reply.status).toBe(200);
    expect(reply.body.ticketSources).toEqual({ arenapass: 50, seatsquare: 25, tickethub: 25 });
    expect(Object.keys(reply.body.ticketSources as object)).toEqual(['arenapass', 'seatsquare', 'tickethub']);
  });
});
