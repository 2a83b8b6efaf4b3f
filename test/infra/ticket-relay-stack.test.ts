import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAreas, fallbackArea, routeTable } from '../../lambdas/api/route-table.ts';
import { requiredEnvNames } from '../../lambdas/core/config/env.ts';
import { globalIndexes, primaryKey, timeToLiveAttribute } from '../../lambdas/core/db/table-definition.ts';
import { invocableFunctionKeys } from '../../lambdas/jobs/function-registry.ts';
import { INBOUND_PREFIX } from '../../lambdas/pipeline/pipeline-input.ts';
import { functionArnSubstitution, pipelineTaskNames } from '../../lambdas/pipeline/task-registry.ts';
import { AppFunction } from '../../lib/aws/lambda-function.ts';
import { synthesizeTicketRelay } from './support/ticket-relay-app.ts';

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
}
type Synthesized = ReturnType<typeof synthesizeTicketRelay>;

let synthesized: Synthesized;
beforeAll(() => {
  synthesized = synthesizeTicketRelay();
});

const resourcesOf = (type: string): [string, Resource][] =>
  Object.entries(synthesized.template.findResources(type) as Record<string, Resource>);
/** The logical id of a construct's CloudFormation resource. */
const logicalIdOf = (construct: IConstruct): string =>
  synthesized.stack.getLogicalId(construct.node.defaultChild as CfnElement);
const getAtt = (logicalId: string, attribute = 'Arn') => ({ 'Fn::GetAtt': [logicalId, attribute] });

describe('Data', () => {
  it('keys the table with pk/sk and gives it exactly the GSIs of the table definition', () => {
    // Prepare
    const expectedIndexes = globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    }));

    // Act
    const tables = resourcesOf('AWS::DynamoDB::GlobalTable');

    // Assess
    expect(tables).toHaveLength(1);
    const [, table] = tables[0]!;
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: primaryKey.partitionKey, KeyType: 'HASH' },
      { AttributeName: primaryKey.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(expectedIndexes);
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('bills the table per request, encrypts it, keeps point-in-time recovery and protects it from deletion', () => {
    // Act + Assess
    synthesized.template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });

  it('blocks public access, encrypts and denies non-TLS requests on every bucket', () => {
    // Prepare
    const buckets = resourcesOf('AWS::S3::Bucket');
    const policies = resourcesOf('AWS::S3::BucketPolicy').map(([, policy]) => policy.Properties);

    // Assess
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    for (const [logicalId, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, logicalId).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, logicalId).toBeDefined();
      const policy = policies.find(
        (candidate) => JSON.stringify(candidate.Bucket) === JSON.stringify({ Ref: logicalId }),
      );
      expect(JSON.stringify(policy?.PolicyDocument), logicalId).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('moves raw mail to Infrequent Access after 30 days and expires replaced versions', () => {
    // Prepare
    const rawMail = logicalIdOf(synthesized.stack.data.rawMailBucket);

    // Assess
    expect(synthesized.template.toJSON().Resources[rawMail].Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: [
          expect.objectContaining({
            Transitions: [{ StorageClass: 'STANDARD_IA', TransitionInDays: 30 }],
            NoncurrentVersionExpiration: { NoncurrentDays: 30 },
          }),
        ],
      },
      LoggingConfiguration: expect.objectContaining({ LogFilePrefix: 's3/raw-mail/' }),
    });
  });
});

describe('Api', () => {
  it('deploys one Lambda per API area', () => {
    // Act
    const areaFunctions = synthesized.stack.api.areaFunctions;

    // Assess
    expect(Object.keys(areaFunctions).sort()).toEqual([...apiAreas].sort());
    for (const area of apiAreas) {
      synthesized.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `Ticket Relay API area ${area}`,
      });
    }
  });

  it("routes every route-table entry to its area's Lambda and the /api proxy to the fallback area", () => {
    // Prepare
    const integrationTarget = new Map(
      resourcesOf('AWS::ApiGatewayV2::Integration').map(([logicalId, integration]) => [
        logicalId,
        JSON.stringify(integration.Properties.IntegrationUri),
      ]),
    );
    const routes = new Map(
      resourcesOf('AWS::ApiGatewayV2::Route').map(([, route]) => {
        const target = JSON.stringify(route.Properties.Target);
        const integrationId = [...integrationTarget.keys()].find((id) => target.includes(`"${id}"`));
        return [route.Properties.RouteKey as string, integrationTarget.get(integrationId ?? '')];
      }),
    );
    const lambdaOf = (area: (typeof apiAreas)[number]) =>
      JSON.stringify(getAtt(logicalIdOf(synthesized.stack.api.areaFunctions[area])));

    // Assess
    expect(routes.size).toBe(routeTable.length + 1);
    for (const route of routeTable) {
      expect(routes.get(`${route.method} ${route.path}`), `${route.method} ${route.path}`).toBe(
        lambdaOf(route.area),
      );
    }
    expect(routes.get('ANY /api/{proxy+}')).toBe(lambdaOf(fallbackArea));
  });

  it('logs every request of the stage as JSON and throttles it', () => {
    // Act + Assess
    synthesized.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.serializedJson(Match.objectLike({ status: '$context.status' })),
      },
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
    });
  });
});

describe('Pipeline', () => {
  it('substitutes the ARN of its own Lambda for every task of the registry', () => {
    // Prepare
    const expected = Object.fromEntries(
      pipelineTaskNames.map((task) => [
        functionArnSubstitution(task),
        getAtt(logicalIdOf(synthesized.stack.pipeline.taskFunctions[task])),
      ]),
    );

    // Assess
    synthesized.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      DefinitionSubstitutions: expected,
    });
  });

  it('deploys a definition in which every task of the registry invokes its function ARN placeholder', () => {
    // Prepare
    const [[, stateMachine]] = resourcesOf('AWS::StepFunctions::StateMachine') as [[string, Resource]];
    const { Key } = stateMachine.Properties.DefinitionS3Location as { Key: string };

    // Act
    const definition = JSON.parse(
      readFileSync(path.join(synthesized.app.outdir, `asset.${Key}`), 'utf8'),
    ) as {
      States: Record<string, { Type: string; Parameters?: { FunctionName?: string } }>;
    };

    // Assess
    for (const task of pipelineTaskNames) {
      expect(definition.States[task]?.Type, task).toBe('Task');
      expect(definition.States[task]?.Parameters?.FunctionName, task).toBe(
        `\${${functionArnSubstitution(task)}}`,
      );
    }
  });

  it('logs ALL events with execution data and traces with X-Ray', () => {
    // Act + Assess
    synthesized.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'STANDARD',
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: true }),
      TracingConfiguration: { Enabled: true },
    });
  });

  it('lets the state machine invoke exactly its task Lambdas', () => {
    // Prepare
    const taskArns = pipelineTaskNames.map((task) =>
      getAtt(logicalIdOf(synthesized.stack.pipeline.taskFunctions[task])),
    );

    // Assess
    synthesized.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: taskArns },
        ]),
      },
    });
  });

  it('alarms on failed, timed-out and throttled executions', () => {
    // Act + Assess
    for (const metricName of ['ExecutionsFailed', 'ExecutionsTimedOut', 'ExecutionThrottled']) {
      synthesized.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/States',
        MetricName: metricName,
        Threshold: 1,
        AlarmActions: [Match.anyValue()],
      });
    }
  });

  it('sends failed, timed-out and aborted executions to its dead-letter queue', () => {
    // Prepare
    const queueId = logicalIdOf(synthesized.stack.pipeline.deadLetterQueue);

    // Assess
    synthesized.template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.states'],
        'detail-type': ['Step Functions Execution Status Change'],
        detail: Match.objectLike({ status: ['FAILED', 'TIMED_OUT', 'ABORTED'] }),
      },
      Targets: [Match.objectLike({ Arn: getAtt(queueId) })],
    });
  });
});

describe('MailIngest', () => {
  it('stores the raw MIME under the inbound prefix first, then invokes the starter asynchronously', () => {
    // Prepare
    const starter = getAtt(logicalIdOf(synthesized.stack.mailIngest.starterFunction));

    // Assess
    synthesized.template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: Match.objectLike({
        Recipients: ['inbound.ticketrelay.example'],
        ScanEnabled: true,
        TlsPolicy: 'Require',
        Actions: [
          { S3Action: Match.objectLike({ ObjectKeyPrefix: INBOUND_PREFIX }) },
          { LambdaAction: { FunctionArn: starter, InvocationType: 'Event' } },
        ],
      }),
    });
  });

  it('lets only SES of this account and receipt rule write inbound objects', () => {
    // Act + Assess
    synthesized.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'ses.amazonaws.com' },
            Action: 's3:PutObject',
            Condition: {
              StringEquals: { 'aws:SourceAccount': Match.anyValue() },
              ArnLike: {
                'aws:SourceArn': Match.stringLikeRegexp(
                  ':receipt-rule-set/TicketRelay-inbound:receipt-rule/',
                ),
              },
            },
          }),
        ]),
      },
    });
  });

  it('activates the receipt rule set with a custom resource and deactivates it on delete', () => {
    // Prepare
    const [[, activation]] = resourcesOf('Custom::AWS') as [[string, Resource]];

    // Assess
    expect(JSON.stringify(activation.Properties.Create)).toContain('setActiveReceiptRuleSet');
    expect(JSON.stringify(activation.Properties.Update)).toContain('setActiveReceiptRuleSet');
    expect(JSON.parse(activation.Properties.Delete as string)).toEqual({
      service: 'SES',
      action: 'setActiveReceiptRuleSet',
      parameters: {},
    });
  });

  it('gives the starter Lambda a dead-letter queue with an alarm on it', () => {
    // Prepare
    const queueId = logicalIdOf(synthesized.stack.mailIngest.starterDeadLetterQueue);

    // Assess
    synthesized.template.hasResourceProperties('AWS::Lambda::Function', {
      DeadLetterConfig: { TargetArn: getAtt(queueId) },
    });
    synthesized.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: getAtt(queueId, 'QueueName') }],
      AlarmActions: [Match.anyValue()],
    });
  });

  it('verifies the sending domain and scopes ses:SendEmail to it', () => {
    // Prepare
    const identityId = logicalIdOf(synthesized.stack.mailIngest.sendingIdentity);

    // Assess
    synthesized.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'ticketrelay.example',
    });
    synthesized.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Effect: 'Allow',
            Resource: { 'Fn::Join': ['', [Match.stringLikeRegexp(':identity/$'), { Ref: identityId }]] },
          },
        ]),
      },
    });
  });
});

describe('Web', () => {
  it('sends /api/* to the HTTP API uncached, with every method and all viewer headers but Host', () => {
    // Act + Assess
    synthesized.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            AllowedMethods: Match.arrayEquals(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
            ViewerProtocolPolicy: 'https-only',
            ResponseHeadersPolicyId: Match.anyValue(),
          }),
        ],
      }),
    });
  });

  it('falls back to index.html with a function on the default behaviour only, never with error responses', () => {
    // Prepare
    const [[, distribution]] = resourcesOf('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig as unknown as {
      DefaultCacheBehavior: { FunctionAssociations?: unknown[] };
      CacheBehaviors: { FunctionAssociations?: unknown[] }[];
      CustomErrorResponses?: unknown;
    };

    // Assess
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(config.CacheBehaviors[0]?.FunctionAssociations).toBeUndefined();
    expect(config.CustomErrorResponses).toBeUndefined();
    synthesized.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
  });

  it('logs requests and sends security headers', () => {
    // Act + Assess
    synthesized.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Logging: Match.objectLike({ Prefix: 'cloudfront/' }) }),
    });
    synthesized.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'"),
          }),
          ContentTypeOptions: { Override: true },
        }),
      }),
    });
  });

  it('reads the SPA bucket only through CloudFront origin access control', () => {
    // Act + Assess
    synthesized.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    synthesized.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
  });
});

describe('Lambda functions', () => {
  const appFunctions = () =>
    synthesized.stack.node
      .findAll()
      .filter((construct): construct is AppFunction => construct instanceof AppFunction);

  it('deploys one function per API area, per pipeline task, per invocable function and the inbound starter', () => {
    // Assess
    expect(appFunctions()).toHaveLength(
      apiAreas.length + pipelineTaskNames.length + invocableFunctionKeys.length + 1,
    );
  });

  it('runs every function on nodejs24.x (arm64, X-Ray) with every variable of the config contract', () => {
    // Prepare
    const functions = synthesized.template.toJSON().Resources as Record<string, Resource>;

    // Assess
    for (const fn of appFunctions()) {
      const properties = functions[logicalIdOf(fn)]!.Properties as {
        Runtime: string;
        Architectures: string[];
        TracingConfig: unknown;
        Environment: { Variables: Record<string, unknown> };
      };
      expect(properties.Runtime, fn.node.path).toBe('nodejs24.x');
      expect(properties.Architectures, fn.node.path).toEqual(['arm64']);
      expect(properties.TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
      expect(Object.keys(properties.Environment.Variables), fn.node.path).toEqual(
        expect.arrayContaining([...requiredEnvNames, 'NODE_OPTIONS']),
      );
    }
  });

  it('gives every function the ARN of the deployed state machine and the distribution as WEB_URL', () => {
    // Prepare
    const [[distributionId]] = resourcesOf('AWS::CloudFront::Distribution') as [[string, Resource]];
    const functions = synthesized.template.toJSON().Resources as Record<string, Resource>;

    // Assess
    synthesized.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineName: 'TicketRelay-email-pipeline',
    });
    for (const fn of appFunctions()) {
      const { Variables } = functions[logicalIdOf(fn)]!.Properties.Environment as { Variables: object };
      expect(Variables, fn.node.path).toMatchObject({
        PIPELINE_STATE_MACHINE_ARN:
          'arn:aws:states:us-east-1:111111111111:stateMachine:TicketRelay-email-pipeline',
        WEB_URL: { 'Fn::Join': ['', ['https://', getAtt(distributionId, 'DomainName')]] },
      });
    }
  });
});
