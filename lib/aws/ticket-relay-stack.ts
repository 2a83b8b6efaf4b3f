import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { API_PREFIX } from '../../lambdas/core/external-api/submitted-email.ts';
import { AlarmTopic } from './alarm-topic.ts';
import { Api } from './api.ts';
import { Data } from './data.ts';
import type { AppEnvironment, FunctionAccess } from './lambda-function.ts';
import { MailboxSync } from './mailbox-sync.ts';
import { MailIngest } from './mail-ingest.ts';
import { ModelTraining } from './model-training.ts';
import { Pipeline } from './pipeline.ts';
import { grantRawMailWrites } from './raw-mail-writes.ts';
import { Secrets } from './secrets.ts';
import { domainOf, type StackSettings } from './stack-settings.ts';
import { Web } from './web.ts';
import { WebhookDelivery } from './webhook-delivery.ts';

export interface TicketRelayStackProps extends StackProps {
  readonly settings: StackSettings;
  /** Built SPA folder. @default web/dist */
  readonly webAssetsPath?: string;
}

/** Ticket Relay on AWS: data, secrets, inbound mail, the pipeline, the HTTP API and the SPA. */
export class TicketRelayStack extends Stack {
  readonly data: Data;
  readonly mailIngest: MailIngest;
  readonly pipeline: Pipeline;
  readonly modelTraining: ModelTraining;
  readonly api: Api;
  readonly web: Web;
  readonly mailboxSync: MailboxSync;
  readonly webhookDelivery: WebhookDelivery;

  constructor(scope: Construct, id: string, props: TicketRelayStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.data = new Data(this, 'Data');
    const secrets = new Secrets(this, 'Secrets');
    const alarms = new AlarmTopic(this, 'Alarms', { email: settings.alarmEmail });
    const gmailOAuthClient = MailboxSync.oauthClientSecret(this, 'GmailOAuthClient');

    // Named up front, so that every Lambda (the pipeline's own tasks included) can get the ARN without a cycle.
    const stateMachineName = `${this.stackName}-email-pipeline`;
    const stateMachineArn = Pipeline.arnFor(this, stateMachineName);
    const trainerFunctionName = ModelTraining.functionNameFor(this);
    const webhookDispatchFunctionName = WebhookDelivery.functionNameFor(this);

    const environment: AppEnvironment & { GMAIL_OAUTH_SECRET_ID: string } = {
      TABLE_NAME: this.data.table.tableName,
      RAW_MAIL_BUCKET: this.data.rawMailBucket.bucketName,
      MODELS_BUCKET: this.data.modelsBucket.bucketName,
      PIPELINE_STATE_MACHINE_ARN: stateMachineArn,
      // Without webDomain this is the distribution's domain, known once Web exists (after the API it needs).
      WEB_URL: Lazy.string({ produce: () => this.web.url }),
      INBOUND_DOMAIN: settings.inboundDomain,
      MAIL_FROM: settings.mailFrom,
      ADMIN_EMAILS: settings.adminEmails.join(','),
      SESSION_KEY_SECRET_ID: secrets.sessionKey.secretArn,
      DATA_KEY_SECRET_ID: secrets.dataKey.secretArn,
      TRAINER_FUNCTION_NAME: trainerFunctionName,
      WEBHOOK_DISPATCH_FUNCTION_NAME: webhookDispatchFunctionName,
      // The SSRF guard is on in AWS: webhook URLs must lead to public addresses (DESIGN §6.9).
      WEBHOOK_ALLOW_PRIVATE_URLS: 'false',
      GMAIL_OAUTH_SECRET_ID: gmailOAuthClient.secretArn,
    };

    this.mailIngest = new MailIngest(this, 'MailIngest', {
      inboundDomain: settings.inboundDomain,
      sendingDomain: domainOf(settings.mailFrom),
      rawMailBucket: this.data.rawMailBucket,
      stateMachineArn,
      environment,
      alarms,
    });

    const appAccess: FunctionAccess = {
      readWriteTable: this.data.table,
      readSecrets: secrets.all,
      sendEmailFrom: this.mailIngest.sendingIdentity,
    };
    // What publishes a webhook event (the pipeline's outcome, ticket corrections) starts the dispatcher at once.
    const kickWebhooks: FunctionAccess = {
      invokeFunctions: [WebhookDelivery.functionArnFor(this, webhookDispatchFunctionName)],
    };
    // Gmail sync starts the pipeline like the SES receipt rule (raw-mail writes: MailboxSync.grantSync).
    const gmailAccess: FunctionAccess = {
      readWriteTable: this.data.table,
      readSecrets: [...secrets.all, gmailOAuthClient],
      startExecutionOf: stateMachineArn,
    };
    this.pipeline = new Pipeline(this, 'Pipeline', {
      stateMachineName,
      environment,
      alarms,
      taskAccess: {
        ...appAccess,
        ...kickWebhooks,
        readBuckets: [this.data.rawMailBucket, this.data.modelsBucket],
      },
    });
    this.modelTraining = new ModelTraining(this, 'ModelTraining', {
      functionName: trainerFunctionName,
      environment,
      // Reads the verified e-mails' raw MIME, writes models/<version>.json; no secrets, no mail.
      access: {
        readWriteTable: this.data.table,
        readBuckets: [this.data.rawMailBucket],
        readWriteBuckets: [this.data.modelsBucket],
      },
      alarms,
    });
    this.api = new Api(this, 'Api', {
      environment,
      // The API reads raw mail for the admin views and models for re-extraction, and restarts failed e-mails.
      access: {
        ...appAccess,
        readBuckets: [this.data.rawMailBucket, this.data.modelsBucket],
        startExecutionOf: this.pipeline.stateMachine.stateMachineArn,
      },
      // Only the ML area starts trainings (POST /api/ml/train).
      areaAccess: {
        ml: { invokeFunctions: [ModelTraining.functionArnFor(this, trainerFunctionName)] },
        gmail: gmailAccess,
        tickets: kickWebhooks,
        external: kickWebhooks,
      },
    });
    MailboxSync.grantSync(this.api.areaFunctions.gmail, this.data.rawMailBucket, stateMachineName);
    // POST /api/external/v1/emails stores the submitted message under api/ and starts the pipeline.
    grantRawMailWrites(
      this.api.areaFunctions.external,
      this.data.rawMailBucket,
      API_PREFIX,
      'the submitted e-mail',
    );
    this.mailboxSync = new MailboxSync(this, 'MailboxSync', {
      environment,
      access: gmailAccess,
      rawMailBucket: this.data.rawMailBucket,
      stateMachineName,
      alarms,
    });
    this.webhookDelivery = new WebhookDelivery(this, 'WebhookDelivery', {
      functionName: webhookDispatchFunctionName,
      environment,
      // The table and the data key (sealed signing secrets); no buckets, no mail.
      access: { readWriteTable: this.data.table, readSecrets: secrets.all },
      alarms,
    });
    this.web = new Web(this, 'Web', {
      httpApi: this.api.httpApi,
      logBucket: this.data.accessLogBucket,
      assetsPath: props.webAssetsPath,
      domainName: settings.webDomain,
      certificateArn: settings.certificateArn,
      webAclArn: settings.webAclArn,
    });

    new CfnOutput(this, 'WebUrl', { value: this.web.url });
    new CfnOutput(this, 'DistributionDomainName', { value: this.web.distribution.distributionDomainName });
    new CfnOutput(this, 'InboundMxRecord', {
      description: `MX record of ${settings.inboundDomain}`,
      value: `10 inbound-smtp.${this.region}.amazonaws.com`,
    });
  }
}
