import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openSettings, settingsRoutes } from '@/features/admin/settings/testing/settings-routes';
import { mockApi, reply } from '@/test/mock-api';

const section = {
  id: 'F1',
  fieldName: 'section',
  displayName: 'Section',
  description: 'Seating section',
  isEnabled: true,
  isRequired: true,
  confidenceThreshold: 80,
  order: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const barcode = {
  ...section,
  id: 'F2',
  fieldName: 'barcode',
  displayName: 'Barcode',
  description: null,
  isEnabled: false,
  isRequired: false,
  confidenceThreshold: 65,
  order: 2,
};

const openFields = () => openSettings('/admin/settings?tab=ml-fields');

describe('admin settings: ML fields', { timeout: 15_000 }, () => {
  it('says how to start when no field is configured', async () => {
    mockApi(settingsRoutes());
    await openFields();
    expect(
      await screen.findByText('No extraction fields configured. Add one to get started.'),
    ).toBeInTheDocument();
  });

  it('lists the fields with their flags and thresholds', async () => {
    mockApi(settingsRoutes({ 'GET /api/ml/fields': reply(200, [section, barcode]) }));
    await openFields();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field Name', 'Display Name', 'Required', 'Enabled', 'Threshold', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['section', 'Section', 'Required', 'Enabled', '80%', '']);
    expect(within(second!).getByText('Optional')).toBeInTheDocument();
    expect(within(second!).getByText('Disabled')).toBeInTheDocument();
    expect(within(second!).getByText('65%')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Edit Section' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Delete Section' })).toBeInTheDocument();
  });

  it('creates a field from the Add Field dialog', async () => {
    const api = mockApi(settingsRoutes({ 'GET /api/ml/fields': reply(200, [section]) }));
    api.set('POST /api/ml/fields', ({ body }) => {
      const created = { ...(body as object), id: 'F3', createdAt: '', updatedAt: '' };
      api.set('GET /api/ml/fields', reply(200, [section, created]));
      return Response.json(created, { status: 201 });
    });
    const { user } = await openFields();
    await user.click(await screen.findByRole('button', { name: 'Add Field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Extraction Field' });
    const form = within(dialog);
    expect(form.getByRole('spinbutton', { name: 'Confidence threshold (%)' })).toHaveValue(70);
    expect(form.getByRole('spinbutton', { name: 'Order' })).toHaveValue(2);
    expect(form.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(form.getByRole('switch', { name: 'Required' })).not.toBeChecked();

    await user.type(form.getByRole('textbox', { name: 'Field name' }), 'orderNumber');
    await user.type(form.getByRole('textbox', { name: 'Display name' }), 'Order Number');
    await user.click(form.getByRole('switch', { name: 'Required' }));
    await user.click(form.getByRole('button', { name: 'Add Field' }));

    expect(await screen.findByText('Field created')).toBeInTheDocument();
    expect(api.callsTo('POST /api/ml/fields')[0]?.body).toEqual({
      fieldName: 'orderNumber',
      displayName: 'Order Number',
      description: null,
      isEnabled: true,
      isRequired: true,
      confidenceThreshold: 70,
      order: 2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'orderNumber' })).toBeInTheDocument();
  });

  it("checks the server's rules before sending a new field", async () => {
    const api = mockApi(settingsRoutes());
    const { user } = await openFields();
    await user.click(await screen.findByRole('button', { name: 'Add Field' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Extraction Field' }));
    await user.type(form.getByRole('textbox', { name: 'Field name' }), 'Order Number');
    await user.click(form.getByRole('button', { name: 'Add Field' }));
    expect(await form.findByText('Please enter a display name.')).toBeInTheDocument();
    expect(
      form.getByText(
        'The field name must be a camelCase identifier: a lower-case letter, then letters and digits (e.g. orderNumber).',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/ml/fields')).toHaveLength(0);
  });

  it('edits a field and shows the server message when saving fails', async () => {
    const api = mockApi(settingsRoutes({ 'GET /api/ml/fields': reply(200, [section]) }));
    api.set(
      'PATCH /api/ml/fields/F1',
      reply(400, { success: false, message: 'A field named section already exists.' }),
    );
    const { user } = await openFields();
    await user.click(await screen.findByRole('button', { name: 'Edit Section' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Extraction Field' }));
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Seating section');
    const threshold = form.getByRole('spinbutton', { name: 'Confidence threshold (%)' });
    await user.clear(threshold);
    await user.type(threshold, '101');
    await user.click(form.getByRole('button', { name: 'Save Field' }));
    expect(
      await form.findByText('The confidence threshold must be a whole number from 0 to 100.'),
    ).toBeInTheDocument();

    await user.clear(threshold);
    await user.type(threshold, '90');
    await user.click(form.getByRole('button', { name: 'Save Field' }));
    expect(await screen.findByText('Failed to update field')).toBeInTheDocument();
    expect(screen.getByText('A field named section already exists.')).toBeInTheDocument();

    api.set('PATCH /api/ml/fields/F1', ({ body }) => Response.json({ ...section, ...(body as object) }));
    await user.click(form.getByRole('button', { name: 'Save Field' }));
    expect(await screen.findByText('Field updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/ml/fields/F1').at(-1)?.body).toEqual({
      fieldName: 'section',
      displayName: 'Section',
      description: 'Seating section',
      isEnabled: true,
      isRequired: true,
      confidenceThreshold: 90,
      order: 1,
    });
  });

  it('deletes a field after the confirmation', async () => {
    const api = mockApi(settingsRoutes({ 'GET /api/ml/fields': reply(200, [section, barcode]) }));
    api.set('DELETE /api/ml/fields/F2', () => {
      api.set('GET /api/ml/fields', reply(200, [section]));
      return Response.json({ success: true, message: 'Field deleted' });
    });
    const { user } = await openFields();
    await user.click(await screen.findByRole('button', { name: 'Delete Barcode' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText('Are you sure you want to delete the field? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Field deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/ml/fields/F2')).toHaveLength(1);
    await expect.poll(() => screen.queryByRole('cell', { name: 'barcode' })).toBeNull();
  });

  it('says Failed to delete field when the server refuses', async () => {
    mockApi(
      settingsRoutes({
        'GET /api/ml/fields': reply(200, [section]),
        'DELETE /api/ml/fields/F1': reply(404, {
          success: false,
          message: 'We could not find that extraction field.',
        }),
      }),
    );
    const { user } = await openFields();
    await user.click(await screen.findByRole('button', { name: 'Delete Section' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete field')).toBeInTheDocument();
    expect(screen.getByText('We could not find that extraction field.')).toBeInTheDocument();
  });

  it('says Failed to create field with the server message', async () => {
    mockApi(
      settingsRoutes({
        'POST /api/ml/fields': reply(400, {
          success: false,
          message: 'A field named orderNumber already exists.',
        }),
      }),
    );
    const { user } = await openFields();
    await user.click(await screen.findByRole('button', { name: 'Add Field' }));
    const form = within(await screen.findByRole('dialog'));
    await user.type(form.getByRole('textbox', { name: 'Field name' }), 'orderNumber');
    await user.type(form.getByRole('textbox', { name: 'Display name' }), 'Order Number');
    await user.click(form.getByRole('button', { name: 'Add Field' }));
    expect(await screen.findByText('Failed to create field')).toBeInTheDocument();
    expect(screen.getByText('A field named orderNumber already exists.')).toBeInTheDocument();
  });
});
