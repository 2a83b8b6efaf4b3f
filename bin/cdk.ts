import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readStackSettings } from '../lib/aws/stack-settings.ts';
import { TicketRelayStack } from '../lib/aws/ticket-relay-stack.ts';

const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

new TicketRelayStack(app, 'TicketRelay', {
  description: 'Ticket Relay: forwarded ticket e-mails to listings and payouts',
  // Unset (offline synth, no credentials): an environment-agnostic template.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  settings: readStackSettings(app),
});
