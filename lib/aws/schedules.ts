import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { wildcardResourceFinding } from './nag-findings.ts';

export interface LambdaScheduleProps {
  /** The function that runs on the schedule. */
  readonly target: IFunction;
  /** Minutes between two invocations (at least 1). */
  readonly rateInMinutes: number;
  readonly description?: string;
  /** Receives invocations that failed after the retries. @default none */
  readonly deadLetterQueue?: IQueue;
  /** @default 2 */
  readonly retryAttempts?: number;
}

/**
 * Invokes a Lambda at a fixed rate with EventBridge Scheduler, in its own schedule group and with a role
 * that only the scheduler of this account can assume.
 */
export class LambdaSchedule extends Construct {
  readonly group: ScheduleGroup;
  readonly role: Role;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: LambdaScheduleProps) {
    super(scope, id);
    if (!Number.isInteger(props.rateInMinutes) || props.rateInMinutes < 1) {
      throw new Error(`rateInMinutes must be a whole number of at least 1, got ${props.rateInMinutes}`);
    }

    this.group = new ScheduleGroup(this, 'Group');
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    this.schedule = new Schedule(this, 'Schedule', {
      schedule: ScheduleExpression.rate(Duration.minutes(props.rateInMinutes)),
      scheduleGroup: this.group,
      description: props.description,
      target: new LambdaInvoke(props.target, {
        role: this.role,
        retryAttempts: props.retryAttempts ?? 2,
        deadLetterQueue: props.deadLetterQueue,
        // A missed run is superseded by the next one.
        maxEventAge: Duration.minutes(props.rateInMinutes),
      }),
    });
    Validations.of(this.role).acknowledge({
      id: wildcardResourceFinding(this, `${props.target.functionArn}:*`),
      reason:
        "The scheduler target grant covers the function's versions and aliases (ARN:*), of this one function only.",
    });
  }
}
