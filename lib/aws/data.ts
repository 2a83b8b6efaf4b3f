import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  StorageClass,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { globalIndexes, primaryKey, timeToLiveAttribute } from '../../lambdas/core/db/table-definition.ts';

export interface DataProps {
  /** Days after which raw MIME moves to S3 Infrequent Access. @default 30 */
  readonly rawMailInfrequentAccessAfterDays?: number;
  /** Days after which replaced or deleted object versions are removed. @default 30 */
  readonly noncurrentVersionExpirationDays?: number;
  /** Days that access logs are kept. @default 365 */
  readonly accessLogRetentionDays?: number;
}

/** The single DynamoDB table (from the shared table definition) and the S3 buckets. */
export class Data extends Construct {
  readonly table: TableV2;
  /** Raw inbound MIME, written by the SES receipt rule under INBOUND_PREFIX. */
  readonly rawMailBucket: Bucket;
  /** Trained extraction models. */
  readonly modelsBucket: Bucket;
  /** Target of S3 server access logs and CloudFront standard logs. */
  readonly accessLogBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    const noncurrentVersionExpiration = Duration.days(props.noncurrentVersionExpirationDays ?? 30);

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: primaryKey.partitionKey, type: AttributeType.STRING },
      sortKey: { name: primaryKey.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.accessLogBucket = new Bucket(this, 'AccessLogBucket', {
      ...secureBucketDefaults,
      // CloudFront standard logging delivers through bucket ACLs, so ACLs stay enabled here only.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.accessLogRetentionDays ?? 365) }],
    });
    Validations.of(this.accessLogBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging its own access would write logs about logs in a loop.',
    });

    this.rawMailBucket = new Bucket(this, 'RawMailBucket', {
      ...secureBucketDefaults,
      versioned: true,
      serverAccessLogsBucket: this.accessLogBucket,
      serverAccessLogsPrefix: 's3/raw-mail/',
      lifecycleRules: [
        {
          transitions: [
            {
              storageClass: StorageClass.INFREQUENT_ACCESS,
              transitionAfter: Duration.days(props.rawMailInfrequentAccessAfterDays ?? 30),
            },
          ],
          noncurrentVersionExpiration,
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
    });

    this.modelsBucket = new Bucket(this, 'ModelsBucket', {
      ...secureBucketDefaults,
      versioned: true,
      serverAccessLogsBucket: this.accessLogBucket,
      serverAccessLogsPrefix: 's3/models/',
      lifecycleRules: [
        { noncurrentVersionExpiration, abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
    });
  }
}

/** Private, TLS-only, encrypted and retained: the defaults of every bucket in the stack. */
export const secureBucketDefaults = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  encryption: BucketEncryption.S3_MANAGED,
  removalPolicy: RemovalPolicy.RETAIN,
} as const satisfies BucketProps;
