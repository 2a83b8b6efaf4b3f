import { ArnFormat, Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import { Statistic } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { GMAIL_PREFIX } from '../../lambdas/core/gmail/raw-mail-key.ts';
import { invocableFunctions } from '../../lambdas/jobs/function-registry.ts';
import type { AlarmTopic } from './alarm-topic.ts';
import { AppFunction, type AppEnvironment, type FunctionAccess } from './lambda-function.ts';
import { wildcardResourceFinding } from './nag-findings.ts';
import { grantRawMailWrites } from './raw-mail-writes.ts';
import { LambdaSchedule } from './schedules.ts';

export interface MailboxSyncProps {
  readonly environment: AppEnvironment;
  /** The table, the secrets and StartExecution of the pipeline. */
  readonly access: FunctionAccess;
  readonly rawMailBucket: IBucket;
  /** Name of the pipeline state machine, whose executions a sync follows. */
  readonly stateMachineName: string;
  readonly alarms: AlarmTopic;
}

const job = invocableFunctions['gmail-sync'];

/**
 * Gmail auto-sync: the sync Lambda on a fixed every-minute schedule; the Lambda decides from the
 * extraction settings (autoSync, syncInterval) whether a sync is due.
 */
export class MailboxSync extends Construct {
  /**
   * The Google OAuth client of the deployment (GMAIL_OAUTH_SECRET_ID), created empty: Gmail stays "not
   * configured" until an operator puts `{"clientId": "…", "clientSecret": "…"}` into it
   * (lambdas/core/gmail/README.md). CloudFormation leaves a value put later alone.
   */
  static oauthClientSecret(scope: Construct, id: string): Secret {
    const secret = new Secret(scope, id, {
      description: 'Ticket Relay: Google OAuth client id and secret for Gmail sync (fill in after deploying)',
      secretObjectValue: {
        clientId: SecretValue.unsafePlainText(''),
        clientSecret: SecretValue.unsafePlainText(''),
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Credentials of a Google OAuth client: Google issues them, so they are rotated in Google's console and put here, not by a rotation Lambda.",
    });
    return secret;
  }

  /**
   * What a sync needs besides the shared access: write raw mail under `gmail/` and follow the pipeline
   * runs it starts (states:DescribeExecution), to skip messages whose run exists and count results.
   */
  static grantSync(fn: AppFunction, rawMailBucket: IBucket, stateMachineName: string): void {
    grantRawMailWrites(fn, rawMailBucket, GMAIL_PREFIX, 'the Gmail message');
    const executions = Stack.of(fn).formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${stateMachineName}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['states:DescribeExecution'], resources: [executions] }),
    );
    Validations.of(fn).acknowledge({
      id: wildcardResourceFinding(fn, executions),
      reason:
        'Execution names are the Gmail message ids, known only at run time; the grant covers executions of the one pipeline state machine.',
    });
  }

  readonly syncFunction: AppFunction;
  readonly schedule: LambdaSchedule;

  constructor(scope: Construct, id: string, props: MailboxSyncProps) {
    super(scope, id);
    this.syncFunction = new AppFunction(this, 'SyncFunction', {
      entry: job.entry,
      description: job.description,
      environment: props.environment,
      access: props.access,
      memorySize: job.memoryMb,
      timeout: Duration.seconds(job.timeoutSeconds),
      // The next scheduled run is the retry.
      retryAttempts: 0,
    });
    MailboxSync.grantSync(this.syncFunction, props.rawMailBucket, props.stateMachineName);
    this.schedule = new LambdaSchedule(this, 'Schedule', {
      target: this.syncFunction,
      rateInMinutes: job.scheduleRateMinutes,
      description: 'Ticket Relay: Gmail auto-sync check',
      retryAttempts: 0,
    });
    props.alarms.alarmOnAny(
      this,
      'SyncFailedAlarm',
      this.syncFunction.metricErrors({ period: Duration.minutes(15), statistic: Statistic.SUM }),
      'Gmail auto-sync failed: GET /api/gmail/auth-status shows lastSyncError (a revoked grant needs the mailbox connected again).',
    );
  }
}
