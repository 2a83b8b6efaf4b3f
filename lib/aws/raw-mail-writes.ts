import { Validations } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { AppFunction } from './lambda-function.ts';
import { wildcardResourceFinding } from './nag-findings.ts';

/**
 * Lets a function store raw messages under one prefix of the raw-mail bucket (Gmail sync under
 * gmail/, the external API's submissions under api/), as the SES receipt rule does under inbound/.
 * `source` says in the cdk-nag acknowledgement whose ids name the objects.
 */
export function grantRawMailWrites(
  fn: AppFunction,
  rawMailBucket: IBucket,
  prefix: string,
  source: string,
): void {
  rawMailBucket.grantPut(fn, `${prefix}*`);
  Validations.of(fn).acknowledge(
    {
      id: wildcardResourceFinding(fn, rawMailBucket.arnForObjects(`${prefix}*`)),
      reason: `Object keys are ${source} ids, known only at run time; writes stay under ${prefix} of one bucket.`,
    },
    {
      id: 'AwsSolutions-IAM5[Action::s3:Abort*]',
      reason: `Aborts its own uploads of raw mail under ${prefix} of one bucket (part of the CDK put grant).`,
    },
  );
}
