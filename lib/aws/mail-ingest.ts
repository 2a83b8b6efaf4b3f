import { ArnFormat, Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Statistic } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  EmailIdentity,
  Identity,
  ReceiptRuleSet,
  TlsPolicy,
  type IReceiptRuleAction,
  type ReceiptRule,
  type ReceiptRuleActionConfig,
} from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct, type IConstruct } from 'constructs';
import { INBOUND_PREFIX } from '../../lambdas/pipeline/pipeline-input.ts';
import { inboundStarterEntry } from '../../lambdas/pipeline/task-registry.ts';
import type { AlarmTopic } from './alarm-topic.ts';
import { AppFunction, type AppEnvironment } from './lambda-function.ts';
import { basicExecutionRoleFinding } from './nag-findings.ts';

export interface MailIngestProps {
  /** Catch-all receiving domain. */
  readonly inboundDomain: string;
  /** Domain of the sender address; verified as the SES sending identity. */
  readonly sendingDomain: string;
  readonly rawMailBucket: IBucket;
  /** The pipeline that the starter Lambda starts, one execution per message. */
  readonly stateMachineArn: string;
  readonly environment: AppEnvironment;
  readonly alarms: AlarmTopic;
  /** @default `${stackName}-inbound` */
  readonly receiptRuleSetName?: string;
}

const catchAllRuleName = 'inbound-catch-all';

/**
 * Inbound mail: an SES receipt rule set (activated, since CloudFormation cannot) whose catch-all rule
 * stores the raw MIME first and then invokes the starter Lambda; plus the SES identities of the domains.
 */
export class MailIngest extends Construct {
  /** Verified domain that outgoing mail is sent from. */
  readonly sendingIdentity: EmailIdentity;
  readonly starterFunction: AppFunction;
  /** Events whose asynchronous invocation of the starter failed after the retries. */
  readonly starterDeadLetterQueue: Queue;
  readonly ruleSet: ReceiptRuleSet;
  readonly catchAllRule: ReceiptRule;

  constructor(scope: Construct, id: string, props: MailIngestProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const ruleSetName = props.receiptRuleSetName ?? `${stack.stackName}-inbound`;

    this.sendingIdentity = new EmailIdentity(this, 'SendingIdentity', {
      identity: Identity.domain(props.sendingDomain),
    });
    if (props.inboundDomain !== props.sendingDomain) {
      // SES receives mail only for verified domains.
      new EmailIdentity(this, 'InboundIdentity', { identity: Identity.domain(props.inboundDomain) });
    }

    this.starterDeadLetterQueue = new Queue(this, 'StarterDeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.starterDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the starter Lambda.',
    });
    this.starterFunction = new AppFunction(this, 'Starter', {
      entry: inboundStarterEntry,
      description: 'Ticket Relay: starts a pipeline execution per received e-mail',
      environment: props.environment,
      memorySize: 256,
      deadLetterQueue: this.starterDeadLetterQueue,
      access: { startExecutionOf: props.stateMachineArn },
    });
    props.alarms.alarmOnAny(
      this,
      'StarterDeadLetterAlarm',
      this.starterDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: Statistic.MAXIMUM,
      }),
      'Received e-mails whose pipeline could not be started: the raw MIME is stored, start them from the queue.',
    );

    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet', { receiptRuleSetName: ruleSetName });
    const ruleArn = stack.formatArn({
      service: 'ses',
      resource: 'receipt-rule-set',
      resourceName: `${ruleSetName}:receipt-rule/${catchAllRuleName}`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.catchAllRule = this.ruleSet.addRule('CatchAll', {
      receiptRuleName: catchAllRuleName,
      recipients: [props.inboundDomain],
      scanEnabled: true,
      tlsPolicy: TlsPolicy.REQUIRE,
      // Order matters: the raw MIME is stored before anything may fail (DESIGN §5).
      actions: [
        new StoreInBucketAction(props.rawMailBucket, INBOUND_PREFIX, ruleArn),
        new InvokeEventAction(this.starterFunction, ruleArn),
      ],
    });

    const activate = {
      service: 'SES',
      action: 'setActiveReceiptRuleSet',
      parameters: { RuleSetName: this.ruleSet.receiptRuleSetName },
      physicalResourceId: PhysicalResourceId.of(`${ruleSetName}-active`),
    };
    const activation = new AwsCustomResource(this, 'ActivateRuleSet', {
      onCreate: activate,
      onUpdate: activate,
      // Without a name, SES deactivates whichever rule set is active.
      onDelete: { service: 'SES', action: 'setActiveReceiptRuleSet', parameters: {} },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['ses:SetActiveReceiptRuleSet'], resources: ['*'] }),
      ]),
      installLatestAwsSdk: false,
    });
    activation.node.addDependency(this.catchAllRule);
    Validations.of(activation).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'ses:SetActiveReceiptRuleSet supports no resource-level permissions.',
    });
    // The provider Lambda is a singleton of aws-cdk-lib at stack level; the role's parent is that Lambda.
    const provider =
      activation.grantPrincipal instanceof Construct ? activation.grantPrincipal.node.scope : undefined;
    if (provider) {
      Validations.of(provider).acknowledge({
        id: basicExecutionRoleFinding,
        reason:
          'aws-cdk-lib AwsCustomResource provider: the AWS-maintained policy that only writes its own logs.',
      });
    }
  }
}

/** S3 receipt action whose bucket policy is scoped to this account and this receipt rule. */
class StoreInBucketAction implements IReceiptRuleAction {
  constructor(
    private readonly bucket: IBucket,
    private readonly objectKeyPrefix: string,
    private readonly ruleArn: string,
  ) {}

  bind(rule: IConstruct): ReceiptRuleActionConfig {
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects(`${this.objectKeyPrefix}*`)],
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': this.ruleArn },
        },
      }),
    );
    // SES checks that it may write when the rule is created.
    if (this.bucket.policy) rule.node.addDependency(this.bucket.policy);
    return { s3Action: { bucketName: this.bucket.bucketName, objectKeyPrefix: this.objectKeyPrefix } };
  }
}

/** Lambda receipt action (asynchronous) whose invoke permission is scoped to this account and rule. */
class InvokeEventAction implements IReceiptRuleAction {
  constructor(
    private readonly handler: IFunction,
    private readonly ruleArn: string,
  ) {}

  bind(rule: IConstruct): ReceiptRuleActionConfig {
    const permissionId = 'AllowSesReceiptRule';
    this.handler.addPermission(permissionId, {
      principal: new ServicePrincipal('ses.amazonaws.com'),
      sourceAccount: Aws.ACCOUNT_ID,
      sourceArn: this.ruleArn,
    });
    const permission = this.handler.permissionsNode.tryFindChild(permissionId);
    if (permission) rule.node.addDependency(permission);
    return { lambdaAction: { functionArn: this.handler.functionArn, invocationType: 'Event' } };
  }
}
