import { Duration, Stack } from 'aws-cdk-lib';
import { Statistic } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { functionNameOf, invocableFunctions } from '../../lambdas/jobs/function-registry.ts';
import type { AlarmTopic } from './alarm-topic.ts';
import { AppFunction, type AppEnvironment, type FunctionAccess } from './lambda-function.ts';
import { ModelTraining } from './model-training.ts';
import { LambdaSchedule } from './schedules.ts';

export interface WebhookDeliveryProps {
  /** Fixed, so that every Lambda can get it as WEBHOOK_DISPATCH_FUNCTION_NAME (the kick) without a cycle. */
  readonly functionName: string;
  readonly environment: AppEnvironment;
  /** The table and the data key (the webhook secrets are sealed with it). */
  readonly access: FunctionAccess;
  readonly alarms: AlarmTopic;
}

const job = invocableFunctions['webhook-dispatch'];

/**
 * Webhook delivery (lambdas/core/webhooks/README.md): the dispatcher Lambda, on a fixed every-minute
 * schedule (the retry clock) and invoked asynchronously whenever an event is published (the kick).
 * The delay queue is the table's due-delivery index, as on the local target, so no SQS queue: a
 * retry 10 hours away is a row with its due time, not a message beyond SQS's 15-minute delay.
 */
export class WebhookDelivery extends Construct {
  /** The dispatcher's name in the stack of `scope`, before the function exists. */
  static functionNameFor(scope: Construct): string {
    const name = functionNameOf(Stack.of(scope).stackName, 'webhook-dispatch');
    if (name.length > 64)
      throw new Error(
        `The webhook dispatcher's name ${name} is longer than 64 characters: use a shorter stack name.`,
      );
    return name;
  }

  /** The dispatcher's ARN, for the grants of the functions that publish events. */
  static functionArnFor(scope: Construct, functionName: string): string {
    return ModelTraining.functionArnFor(scope, functionName);
  }

  readonly dispatchFunction: AppFunction;
  readonly schedule: LambdaSchedule;

  constructor(scope: Construct, id: string, props: WebhookDeliveryProps) {
    super(scope, id);
    this.dispatchFunction = new AppFunction(this, 'DispatchFunction', {
      entry: job.entry,
      functionName: props.functionName,
      description: job.description,
      environment: props.environment,
      access: props.access,
      memorySize: job.memoryMb,
      timeout: Duration.seconds(job.timeoutSeconds),
      // Failed attempts are kept on the deliveries; the next run (a minute later at most) picks them up.
      retryAttempts: 0,
    });
    this.schedule = new LambdaSchedule(this, 'Schedule', {
      target: this.dispatchFunction,
      rateInMinutes: job.scheduleRateMinutes,
      description: 'Ticket Relay: webhook deliveries and retries',
      retryAttempts: 0,
    });
    props.alarms.alarmOnAny(
      this,
      'DispatchFailedAlarm',
      this.dispatchFunction.metricErrors({ period: Duration.minutes(15), statistic: Statistic.SUM }),
      'The webhook dispatcher failed: deliveries wait until it runs again. Its logs say why.',
    );
  }
}
