import { TRAINER_TIMEOUT_SECONDS } from '../core/ml/training-limits.ts';

/**
 * Lambdas that code invokes by name (the Lambda Invoke API), not through HTTP or the pipeline. The CDK
 * stack deploys one function per entry, named `functionNameOf(stackName, key)`; the local target serves
 * the same modules through its Lambda stand-in under `functionNameOf('ticket-relay', key)`. Plain data:
 * infrastructure code reads it without loading handlers.
 */
export const invocableFunctions = {
  'train-model': {
    entry: 'lambdas/jobs/train-model.ts',
    description: 'Ticket Relay: trains the extraction model (started by POST /api/ml/train)',
    // Training is one CPU-bound thread: 1,769 MB is one full vCPU on Lambda; the rest is headroom for parsed e-mails.
    memoryMb: 2048,
    timeoutSeconds: TRAINER_TIMEOUT_SECONDS,
  },
  'gmail-sync': {
    entry: 'lambdas/jobs/gmail-sync.ts',
    description:
      'Ticket Relay: syncs the connected Gmail mailbox when due (invoked every minute by a schedule)',
    memoryMb: 512,
    // Under the one-minute schedule, so two runs never overlap.
    timeoutSeconds: 55,
    // Fixed: the job itself checks the settings' syncInterval, so a changed interval needs no new schedule.
    scheduleRateMinutes: 1,
  },
  'webhook-dispatch': {
    entry: 'lambdas/jobs/webhook-dispatch.ts',
    description:
      'Ticket Relay: delivers webhook events and their retries (every minute, and at once when an event is published)',
    memoryMb: 512,
    // Under the one-minute schedule; the run stops taking new deliveries 15 s before it ends.
    timeoutSeconds: 55,
    scheduleRateMinutes: 1,
  },
} as const satisfies Record<string, InvocableFunction>;

export interface InvocableFunction {
  /** Handler module relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  memoryMb: number;
  timeoutSeconds: number;
  /** Invoked at this rate by a schedule (EventBridge Scheduler in AWS, a timer locally). @default none */
  scheduleRateMinutes?: number;
}

export type InvocableFunctionKey = keyof typeof invocableFunctions;

export const invocableFunctionKeys = Object.keys(invocableFunctions) as InvocableFunctionKey[];

/** The deployed name of a function: the stack (or local target) name, then the key. At most 64 characters. */
export const functionNameOf = (prefix: string, key: InvocableFunctionKey): string => `${prefix}-${key}`;
