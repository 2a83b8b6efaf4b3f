import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../lambdas/core/mail/message-layout.ts';
import {
  emailTemplates,
  renderTemplate,
  sampleValues,
  templateCatalogue,
  templateIds,
  templateVariableNames,
  type TemplateValues,
} from '../../../lambdas/core/mail/templates.ts';

const WEB_URL = 'https://tickets.example.com';

/** A value per variable that names the variable and carries every character HTML must escape. */
function hostileValues(): Record<string, string> {
  return Object.fromEntries(
    templateVariableNames.map((name) => [
      name,
      name === 'resetUrl' || name === 'verificationLink'
        ? `${WEB_URL}/${name}?a=1&b=2`
        : `<b>${name}</b> & "quotes" 'single'`,
    ]),
  );
}

const renderAny = (id: (typeof templateIds)[number], values: Record<string, string>) =>
  renderTemplate(id, values as TemplateValues<typeof id>, { webUrl: WEB_URL });

describe('the e-mail template catalogue', () => {
  it('has the six templates of spec 001 §2.14 with name, description, subject, category and variables', () => {
    expect(templateIds).toEqual(['welcome', 'processed', 'live', 'sale', 'reset', 'verification']);
    for (const id of templateIds) {
      const template = emailTemplates[id];
      expect(template.id).toBe(id);
      expect(template.name).not.toBe('');
      expect(template.description).not.toBe('');
      expect(template.subject).not.toBe('');
      expect(['account', 'tickets', 'payouts']).toContain(template.category);
      for (const variable of template.variables) expect(templateVariableNames).toContain(variable);
    }
  });

  it('uses every variable of spec 001 §3 in at least one template', () => {
    const used = new Set(templateIds.flatMap((id) => emailTemplates[id].variables));

    expect([...used].sort()).toEqual([...templateVariableNames].sort());
  });

  it.each(templateIds)(
    'renders every variable of %s, HTML-escaped in the HTML part and as is in the text',
    (id) => {
      const values = hostileValues();
      const message = renderAny(id, values);

      for (const variable of emailTemplates[id].variables) {
        const value = values[variable]!;
        expect(message.html, variable).toContain(escapeHtml(value));
        expect(message.text, variable).toContain(value);
      }
      expect(message.html).not.toContain('<b>');
      expect(message.html).not.toMatch(/\{\{\w+\}\}/);
      expect(message.text).not.toMatch(/\{\{\w+\}\}/);
      expect(message.subject).not.toMatch(/\{\{\w+\}\}/);
    },
  );

  it('states the 15 % commission, the 85 % payout and its timing the same way everywhere (DESIGN §6.2, §6.3)', () => {
    const samples = sampleValues(WEB_URL);
    const sale = renderAny('sale', samples);
    const welcome = renderAny('welcome', samples);

    expect(sale.text).toContain('After our 15 % commission you receive $204.00');
    expect(sale.text).toContain('1-2 business days after the sale');
    expect(welcome.text).toContain('85 % of the sale price');
    expect(welcome.text).toContain('1-2 business days after the sale');
    for (const id of templateIds) expect(renderAny(id, samples).text).not.toMatch(/instant|within 24 hours/i);
  });

  it('says that a reset link expires in 24 hours and links to /reset-password/{token}', () => {
    const message = renderAny('reset', { customerName: 'Jane', resetUrl: `${WEB_URL}/reset-password/abc` });

    expect(message.text).toContain('expires in 24 hours');
    expect(message.html).toContain(`href="${WEB_URL}/reset-password/abc"`);
    expect(message.text).toContain(`${WEB_URL}/reset-password/abc`);
  });

  it('links the dashboard from WEB_URL', () => {
    const message = renderAny('live', sampleValues(WEB_URL));

    expect(message.html).toContain(`href="${WEB_URL}/customer/dashboard"`);
  });

  it('never turns a link variable that is not an http(s) URL into a link', () => {
    const message = renderAny('verification', {
      customerName: 'Jane',
      verificationLink: 'javascript:alert(1)',
    });

    expect(message.html).not.toContain('javascript:');
    expect(message.text).not.toContain('javascript:');
  });

  it('keeps the subject on one line whatever a value holds', () => {
    const message = renderAny('processed', {
      ...sampleValues(WEB_URL),
      eventName: 'Show\r\nBcc: victim@example.com',
    });

    expect(message.subject).toBe('We received your tickets for Show Bcc: victim@example.com');
  });

  it('lists the catalogue with a preview that uses the sample values', () => {
    const catalogue = templateCatalogue(WEB_URL);

    expect(catalogue).toHaveLength(6);
    const welcome = catalogue.find((template) => template.id === 'welcome')!;
    expect(welcome.variables).toEqual(['customerName', 'transferEmail']);
    expect(welcome.preview.subject).toBe('Welcome to Ticket Relay, Jane Doe');
    expect(welcome.preview.html).toContain('jane.doe.k7q4xz@relay.example.com');
  });
});
