import { describe, expect, it } from 'vitest';
import { domainOf, parseStackSettings } from '../../lib/aws/stack-settings.ts';
import { cdkJsonContext } from './support/ticket-relay-app.ts';

const defaults = {
  webDomain: cdkJsonContext.webDomain,
  certificateArn: cdkJsonContext.certificateArn,
  inboundDomain: cdkJsonContext.inboundDomain,
  adminEmails: cdkJsonContext.adminEmails,
  mailFrom: cdkJsonContext.mailFrom,
  alarmEmail: cdkJsonContext.alarmEmail,
  webAclArn: cdkJsonContext.webAclArn,
};
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-123456789abc';

describe('stack settings', () => {
  it("accept cdk.json's defaults, leaving the blank optional settings unset", () => {
    // Act
    const settings = parseStackSettings(defaults);

    // Assess
    expect(settings).toEqual({
      inboundDomain: 'inbound.ticketrelay.example',
      mailFrom: 'no-reply@ticketrelay.example',
      adminEmails: [],
    });
  });

  it('accept a custom web domain together with its us-east-1 certificate', () => {
    // Act
    const settings = parseStackSettings({ ...defaults, webDomain: 'Tickets.Example.com', certificateArn });

    // Assess
    expect(settings).toMatchObject({ webDomain: 'tickets.example.com', certificateArn });
  });

  it('refuse a web domain without a certificate', () => {
    // Act + Assess
    expect(() => parseStackSettings({ ...defaults, webDomain: 'tickets.example.com' })).toThrow(
      /certificateArn: webDomain and certificateArn must be set together/,
    );
  });

  it('refuse a certificate outside us-east-1, which CloudFront cannot use', () => {
    // Act + Assess
    expect(() =>
      parseStackSettings({
        ...defaults,
        webDomain: 'tickets.example.com',
        certificateArn: certificateArn.replace('us-east-1', 'eu-west-1'),
      }),
    ).toThrow(/certificateArn: must be an ACM certificate ARN in us-east-1/);
  });

  it('split the admin e-mails on commas and refuse an invalid one, naming the key', () => {
    // Act
    const settings = parseStackSettings({ ...defaults, adminEmails: ' ops@example.com, ,boss@example.com ' });

    // Assess
    expect(settings.adminEmails).toEqual(['ops@example.com', 'boss@example.com']);
    expect(() => parseStackSettings({ ...defaults, adminEmails: 'ops@example.com,not-an-address' })).toThrow(
      /Invalid CDK context[\s\S]*adminEmails/,
    );
  });

  it('refuse an inbound domain that is not a fully qualified domain name', () => {
    // Act + Assess
    expect(() => parseStackSettings({ ...defaults, inboundDomain: 'localhost' })).toThrow(/inboundDomain/);
  });

  it('take the sending domain from the sender address', () => {
    // Act + Assess
    expect(domainOf('No-Reply@TicketRelay.example')).toBe('ticketrelay.example');
  });
});
