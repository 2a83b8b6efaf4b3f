import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Statistic } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import {
  functionArnSubstitution,
  pipelineTaskNames,
  pipelineTasks,
  type PipelineTaskName,
} from '../../lambdas/pipeline/task-registry.ts';
import type { AlarmTopic } from './alarm-topic.ts';
import { AppFunction, repositoryRoot, type AppEnvironment, type FunctionAccess } from './lambda-function.ts';

export interface PipelineProps {
  /** Fixed name, so that its ARN can be known before the state machine exists (see `arnFor`). */
  readonly stateMachineName: string;
  readonly environment: AppEnvironment;
  /** What every task Lambda may touch. */
  readonly taskAccess: FunctionAccess;
  readonly alarms: AlarmTopic;
  /** @default lib/pipeline.asl.json */
  readonly definitionPath?: string;
}

// A task Lambda stops this much before its state's TimeoutSeconds, so it never writes after the state
// has given up on it and RecordFailure has recorded the e-mail as failed.
const LAMBDA_TIMEOUT_MARGIN_SECONDS = 10;

/** Each task Lambda's timeout, from the `TimeoutSeconds` of its Task state in the definition. */
function taskLambdaTimeouts(definitionPath: string): Record<PipelineTaskName, Duration> {
  const definition = JSON.parse(readFileSync(definitionPath, 'utf8')) as {
    States: Record<string, { TimeoutSeconds?: number }>;
  };
  return Object.fromEntries(
    pipelineTaskNames.map((task) => {
      const stateTimeout = definition.States[task]?.TimeoutSeconds;
      if (!stateTimeout || stateTimeout <= LAMBDA_TIMEOUT_MARGIN_SECONDS) {
        throw new Error(`Task state ${task} needs a TimeoutSeconds above ${LAMBDA_TIMEOUT_MARGIN_SECONDS}`);
      }
      return [task, Duration.seconds(stateTimeout - LAMBDA_TIMEOUT_MARGIN_SECONDS)];
    }),
  ) as Record<PipelineTaskName, Duration>;
}

/**
 * The e-mail pipeline: the shared ASL definition, one Lambda per task of the registry, logs and X-Ray,
 * alarms on failed, timed-out and throttled executions, and a dead-letter queue of failed executions.
 */
export class Pipeline extends Construct {
  /** The ARN a state machine named `stateMachineName` gets in the stack of `scope`. */
  static arnFor(scope: Construct, stateMachineName: string): string {
    return Stack.of(scope).formatArn({
      service: 'states',
      resource: 'stateMachine',
      resourceName: stateMachineName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
  }

  readonly stateMachine: StateMachine;
  readonly taskFunctions: Readonly<Record<PipelineTaskName, AppFunction>>;
  /** The status-change events of executions that failed, timed out or were aborted, kept for a redrive. */
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: PipelineProps) {
    super(scope, id);
    const definitionPath = props.definitionPath ?? path.join(repositoryRoot, 'lib/pipeline.asl.json');
    const timeouts = taskLambdaTimeouts(definitionPath);

    this.taskFunctions = Object.fromEntries(
      pipelineTaskNames.map((task) => [
        task,
        new AppFunction(this, `${task}Task`, {
          entry: pipelineTasks[task],
          description: `Ticket Relay pipeline task ${task}`,
          environment: props.environment,
          access: props.taskAccess,
          timeout: timeouts[task],
        }),
      ]),
    ) as Record<PipelineTaskName, AppFunction>;

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: props.stateMachineName,
      // STANDARD: an execution name is unique for 90 days, so a redelivered SES message starts nothing new.
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromFile(definitionPath),
      definitionSubstitutions: Object.fromEntries(
        pipelineTaskNames.map((task) => [
          functionArnSubstitution(task),
          this.taskFunctions[task].functionArn,
        ]),
      ),
      logs: {
        destination: new LogGroup(this, 'Logs', {
          // The /aws/vendedlogs/ prefix keeps CloudWatch Logs resource policies small.
          logGroupName: `/aws/vendedlogs/states/${props.stateMachineName}`,
          retention: RetentionDays.THREE_MONTHS,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        level: LogLevel.ALL,
        includeExecutionData: true,
      },
      tracingEnabled: true,
    });
    // The definition invokes the unqualified ARNs, so the grant needs no `:*` version wildcard.
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: pipelineTaskNames.map((task) => this.taskFunctions[task].functionArn),
      }),
    );
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'CloudWatch Logs delivery (logs:CreateLogDelivery and related) and X-Ray actions that Step Functions ' +
        'logging and tracing need support no resource-level permissions.',
    });

    this.deadLetterQueue = new Queue(this, 'FailedExecutions', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the pipeline.',
    });
    new Rule(this, 'FailedExecutionsRule', {
      description: 'Failed, timed-out and aborted pipeline executions go to the dead-letter queue.',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: ['FAILED', 'TIMED_OUT', 'ABORTED'],
          stateMachineArn: [this.stateMachine.stateMachineArn],
        },
      },
      targets: [new SqsQueue(this.deadLetterQueue)],
    });

    const sum = { period: Duration.minutes(5), statistic: Statistic.SUM };
    props.alarms.alarmOnAny(
      this,
      'ExecutionsFailedAlarm',
      this.stateMachine.metricFailed(sum),
      'Pipeline executions failed: the e-mails are in the failed-executions queue.',
    );
    props.alarms.alarmOnAny(
      this,
      'ExecutionsTimedOutAlarm',
      this.stateMachine.metricTimedOut(sum),
      'Pipeline executions timed out.',
    );
    props.alarms.alarmOnAny(
      this,
      'ExecutionsThrottledAlarm',
      this.stateMachine.metricThrottled(sum),
      'Pipeline executions were throttled.',
    );
  }
}
