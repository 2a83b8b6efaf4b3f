import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeExecutionCommand,
  ListExecutionsCommand,
  SFNClient,
  StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import { createDataLayer, type DataLayer } from '../../lambdas/core/db/client.ts';
import { NOT_CHECKED, receiptEvent } from '../../lib/local/inbound-smtp.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, sendMail } from './support/mail.ts';
import { useLocalTarget } from './support/local-target.ts';

const local = useLocalTarget();
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3: S3Client;
let sfn: SFNClient;
let dynamodb: DynamoDBClient;
let data: DataLayer;

const clients = () => {
  s3 ??= new S3Client({
    region: 'us-east-1',
    endpoint: local.target.urls.s3,
    forcePathStyle: true,
    credentials,
  });
  sfn ??= new SFNClient({ region: 'us-east-1', endpoint: local.target.urls.stepFunctions, credentials });
  dynamodb ??= new DynamoDBClient({ region: 'us-east-1', endpoint: local.target.urls.dynamodb, credentials });
  data ??= createDataLayer({ client: dynamodb, tableName: local.target.tableName });
  return { s3, sfn, data };
};

afterAll(() => {
  s3?.destroy();
  sfn?.destroy();
  dynamodb?.destroy();
});

const PIPELINE_ARN = 'arn:aws:states:us-east-1:000000000000:stateMachine:ticket-relay-pipeline';

const executionArn = (name: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:ticket-relay-pipeline:${name}`;

async function finishedExecution(name: string) {
  const { sfn } = clients();
  return eventually(async () => {
    const described = await sfn.send(new DescribeExecutionCommand({ executionArn: executionArn(name) }));
    return described.status === 'RUNNING' ? undefined : described;
  });
}

describe('inbound mail on the local target (integration)', () => {
  it('stores the raw MIME of a message received over SMTP and runs the pipeline to an unassigned e-mail', async () => {
    const { s3, sfn, data } = clients();
    const subject = `Your tickets ${Date.now()}`;

    await sendMail(local.target.ports.smtp, {
      from: 'seller@example.com',
      to: 'Jane Doe <jane.doe.k7q4@relay.localhost>',
      subject,
      text: 'Fwd: your order for Coldplay, Section 101, Row K, Seats 7-8',
    });

    const key = await eventually(async () => {
      const listing = await s3.send(
        new ListObjectsV2Command({ Bucket: local.target.buckets.rawMail, Prefix: 'inbound/' }),
      );
      for (const object of listing.Contents ?? []) {
        const raw = await s3.send(
          new GetObjectCommand({ Bucket: local.target.buckets.rawMail, Key: object.Key }),
        );
        if ((await raw.Body!.transformToString()).includes(subject)) return object.Key!;
      }
      return undefined;
    });
    const messageId = key.slice('inbound/'.length);
    const execution = await finishedExecution(messageId);

    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output ?? '{}')).toMatchObject({ messageId, emailId: messageId });
    const { data: email } = await data.emails.get({ emailId: messageId }).go();
    expect(email).toMatchObject({
      senderEmail: 'seller@example.com',
      recipient: 'Jane Doe',
      recipientEmail: 'jane.doe.k7q4@relay.localhost',
      subject,
      snippet: 'Fwd: your order for Coldplay, Section 101, Row K, Seats 7-8',
      rawS3Key: key,
      // No seller owns this transfer address: kept for admins, not extracted.
      extractionStatus: 'unassigned',
      processed: true,
    });
    expect(email?.rawSha256).toMatch(/^[0-9a-f]{64}$/);

    // SES delivers its Lambda action at least once: the same receipt again starts nothing new.
    const { handler: startPipeline } = await import('../../lambdas/pipeline/start-execution.ts');
    await startPipeline(
      receiptEvent(
        messageId,
        'seller@example.com',
        ['jane.doe.k7q4@relay.localhost'],
        new Date().toISOString(),
        NOT_CHECKED,
      ),
    );
    const { executions } = await sfn.send(new ListExecutionsCommand({ stateMachineArn: PIPELINE_ARN }));
    expect(executions?.filter((run) => run.name === messageId)).toHaveLength(1);
    const { data: after } = await data.emails.get({ emailId: messageId }).go();
    expect(after?.updatedAt).toBe(email?.updatedAt);
  });

  it('records an e-mail whose step fails as failed with its error, and fails the execution', async () => {
    const { sfn, data } = clients();
    const name = `missing-${Date.now()}`;

    await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: PIPELINE_ARN,
        name,
        input: JSON.stringify({
          messageId: name,
          bucket: local.target.buckets.rawMail,
          key: `inbound/${name}`,
          receivedAt: new Date().toISOString(),
          recipients: ['jane.doe.k7q4@relay.localhost'],
        }),
      }),
    );

    const execution = await finishedExecution(name);
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('EmailProcessingFailed');
    const { data: email } = await data.emails.get({ emailId: name }).go();
    expect(email).toMatchObject({
      extractionStatus: 'failed',
      recipientEmail: 'jane.doe.k7q4@relay.localhost',
    });
    expect(email?.error).toMatch(/NoSuchKey/);
  });
});
