import path from 'node:path';
import { Duration, RemovalPolicy, Validations, type Acknowledgment } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { requiredEnvNames } from '../../lambdas/core/config/env.ts';
import { basicExecutionRoleFinding, wildcardResourceFinding } from './nag-findings.ts';

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Every variable of the shared config contract; the type makes a forgotten one a compile error. */
export type AppEnvironment = Readonly<Record<(typeof requiredEnvNames)[number], string>>;

/** What a function may touch. Each entry is a grant; nothing is granted by default. */
export interface FunctionAccess {
  readonly readWriteTable?: ITableV2;
  readonly readBuckets?: readonly IBucket[];
  readonly readWriteBuckets?: readonly IBucket[];
  readonly readSecrets?: readonly ISecret[];
  /** ses:SendEmail / SendRawEmail, scoped to this identity. */
  readonly sendEmailFrom?: IEmailIdentity;
  /** states:StartExecution on this state machine ARN. */
  readonly startExecutionOf?: string;
}

export interface AppFunctionProps {
  /** Handler module relative to the repository root, as the shared registries name it. */
  readonly entry: string;
  readonly description: string;
  readonly environment: AppEnvironment;
  /** @default no access */
  readonly access?: FunctionAccess;
  /** @default 1024 (arm64: more memory also means more CPU for cold starts) */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default one month */
  readonly logRetention?: RetentionDays;
  /** Receives events whose asynchronous invocation failed after the retries. @default none */
  readonly deadLetterQueue?: IQueue;
}

/** Handler export name of every entry module. */
const handlerExport = 'handler';

/**
 * A Lambda with the project's defaults: Node.js 24 on arm64, an ESM bundle made by esbuild, X-Ray, JSON logs
 * in a log group with retention, every variable of the config contract, and only the grants it asks for.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      entry: path.join(repositoryRoot, props.entry),
      handler: handlerExport,
      projectRoot: repositoryRoot,
      depsLockFilePath: path.join(repositoryRoot, 'package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      loggingFormat: LoggingFormat.JSON,
      // A sibling, because super() must receive it before `this` exists.
      logGroup: new LogGroup(scope, `${id}LogGroup`, {
        retention: props.logRetention ?? RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      deadLetterQueue: props.deadLetterQueue,
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        // CommonJS dependencies inside an ESM bundle still call require().
        banner:
          "import { createRequire as topLevelCreateRequire } from 'node:module'; " +
          'const require = topLevelCreateRequire(import.meta.url);',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // Ship the SDK versions the tests ran against instead of whatever the runtime bundles.
        bundleAwsSDK: true,
      },
    });
    this.grantAccess(props.access ?? {});
  }

  private grantAccess(access: FunctionAccess): void {
    const acknowledgements: Acknowledgment[] = [
      {
        id: basicExecutionRoleFinding,
        reason:
          'The AWS-maintained minimum for a Lambda: it only lets the function write its own CloudWatch logs.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
      },
    ];
    const acknowledge = (id: string, reason: string): void => {
      acknowledgements.push({ id, reason });
    };

    if (access.readWriteTable) {
      access.readWriteTable.grantReadWriteData(this);
      acknowledge(
        wildcardResourceFinding(this, `${access.readWriteTable.tableArn}/index/*`),
        'Every list is a Query on one of the table GSIs (DESIGN §4); the grant covers the indexes of this one table.',
      );
    }
    for (const bucket of access.readBuckets ?? []) {
      bucket.grantRead(this);
      acknowledgeBucketGrant(bucket, acknowledge);
    }
    for (const bucket of access.readWriteBuckets ?? []) {
      bucket.grantReadWrite(this);
      acknowledgeBucketGrant(bucket, acknowledge);
      acknowledge(
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        'Deletes objects (replaced models) of one bucket only.',
      );
      acknowledge(
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        'Aborts its own multipart uploads to one bucket only.',
      );
    }
    for (const secret of access.readSecrets ?? []) secret.grantRead(this);
    access.sendEmailFrom?.grantSendEmail(this);
    if (access.startExecutionOf) {
      this.addToRolePolicy(
        new PolicyStatement({ actions: ['states:StartExecution'], resources: [access.startExecutionOf] }),
      );
    }
    Validations.of(this).acknowledge(...acknowledgements);
  }
}

/** The wildcards of aws-cdk-lib's bucket read grant, scoped to one bucket. */
function acknowledgeBucketGrant(bucket: IBucket, acknowledge: (id: string, reason: string) => void): void {
  acknowledge(
    wildcardResourceFinding(bucket, bucket.arnForObjects('*')),
    'Object keys are generated at run time (message ids, model versions); access stays within this one bucket.',
  );
  acknowledge(
    'AwsSolutions-IAM5[Action::s3:GetObject*]',
    'Object reads (object, version, tagging) of the CDK read grant, on one bucket only.',
  );
  acknowledge(
    'AwsSolutions-IAM5[Action::s3:GetBucket*]',
    'Bucket metadata reads of the CDK grant, on one bucket only.',
  );
  acknowledge('AwsSolutions-IAM5[Action::s3:List*]', 'Listing of one bucket only (the CDK read grant).');
}
