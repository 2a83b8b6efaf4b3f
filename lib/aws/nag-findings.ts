import { Stack } from 'aws-cdk-lib';
// cdk-nag writes references into IAM5 finding ids in its own flattened form; reuse its formatter.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/** The AWS-managed policy that every Lambda role gets from aws-cdk-lib: it only writes the function's logs. */
export const basicExecutionRoleFinding =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** The IAM5 finding id of a wildcard resource, e.g. `AwsSolutions-IAM5[Resource::<DataTable1234.Arn>/index/*]`. */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;
}
