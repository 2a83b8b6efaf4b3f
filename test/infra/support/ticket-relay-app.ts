import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repositoryRoot } from '../../../lib/aws/lambda-function.ts';
import { readStackSettings } from '../../../lib/aws/stack-settings.ts';
import { TicketRelayStack } from '../../../lib/aws/ticket-relay-stack.ts';

/** The context of cdk.json (settings and feature flags), so that tests synthesise what `cdk synth` does. */
export const cdkJsonContext = (
  JSON.parse(readFileSync(path.join(repositoryRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** A stand-in for web/dist: an index.html and one hashed bundle. */
export function makeWebBuild(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'ticket-relay-web-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(path.join(folder, 'assets', 'app-1a2b.js'), 'export {};');
  return folder;
}

export interface TicketRelayAppOptions {
  /** Context on top of cdk.json's, e.g. `{ webDomain: 'tickets.example.com' }`. */
  readonly context?: Record<string, unknown>;
  /** Registers cdk-nag's AwsSolutionsChecks, as bin/cdk.ts does. */
  readonly withNag?: boolean;
}

export interface TicketRelayApp {
  readonly app: App;
  readonly stack: TicketRelayStack;
}

/** The stack as bin/cdk.ts builds it, without esbuild bundling (the infra suite checks templates, not bundles). */
export function buildTicketRelayApp(options: TicketRelayAppOptions = {}): TicketRelayApp {
  const app = new App({
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], ...options.context },
    // CloudFormation's own rule check costs ~10 s per process; `cdk synth` in CI runs it.
    builtinCloudFormationValidation: false,
  });
  if (options.withNag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new TicketRelayStack(app, 'TicketRelay', {
    env: { account: '111111111111', region: 'us-east-1' },
    settings: readStackSettings(app),
    webAssetsPath: makeWebBuild(),
  });
  return { app, stack };
}

/** The synthesised template, with the app and stack it came from. */
export function synthesizeTicketRelay(
  options: Omit<TicketRelayAppOptions, 'withNag'> = {},
): TicketRelayApp & { template: Template } {
  const built = buildTicketRelayApp(options);
  return { ...built, template: Template.fromStack(built.stack) };
}
