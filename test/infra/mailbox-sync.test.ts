import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { invocableFunctions } from '../../lambdas/jobs/function-registry.ts';
import type { AppFunction } from '../../lib/aws/lambda-function.ts';
import { synthesizeTicketRelay } from './support/ticket-relay-app.ts';

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

let synthesized: ReturnType<typeof synthesizeTicketRelay>;
beforeAll(() => {
  synthesized = synthesizeTicketRelay();
});

const logicalIdOf = (construct: IConstruct): string =>
  synthesized.stack.getLogicalId(construct.node.defaultChild as CfnElement);

function statementsOf(fn: AppFunction): Statement[] {
  const roleId = logicalIdOf(fn.role!);
  return Object.values(
    synthesized.template.findResources('AWS::IAM::Policy') as Record<string, PolicyResource>,
  )
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

const granting = (fn: AppFunction, action: string) =>
  statementsOf(fn).filter((statement) => [statement.Action].flat().includes(action));

describe('MailboxSync (Gmail auto-sync)', () => {
  it('invokes the gmail-sync job every minute from EventBridge Scheduler', () => {
    const { syncFunction } = synthesized.stack.mailboxSync;

    synthesized.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: invocableFunctions['gmail-sync'].description,
      Timeout: invocableFunctions['gmail-sync'].timeoutSeconds,
    });
    synthesized.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(syncFunction), 'Arn'] } }),
    });
  });

  it('lets the sync job and the gmail API area write raw mail under gmail/ and follow pipeline runs', () => {
    for (const fn of [
      synthesized.stack.mailboxSync.syncFunction,
      synthesized.stack.api.areaFunctions.gmail,
    ]) {
      expect(JSON.stringify(granting(fn, 'states:StartExecution')), fn.node.path).toContain(
        'TicketRelay-email-pipeline',
      );
      expect(JSON.stringify(granting(fn, 'states:DescribeExecution')), fn.node.path).toContain(
        ':execution:TicketRelay-email-pipeline:*',
      );
      expect(JSON.stringify(granting(fn, 's3:PutObject')), fn.node.path).toContain('/gmail/*');
      expect(granting(fn, 's3:DeleteObject*'), fn.node.path).toEqual([]);
    }
  });

  it('creates an empty OAuth client secret, passes it as GMAIL_OAUTH_SECRET_ID and lets only Gmail code read it', () => {
    const secretId = Object.keys(
      synthesized.template.findResources('AWS::SecretsManager::Secret', {
        Properties: { SecretString: '{"clientId":"","clientSecret":""}' },
      }),
    );
    expect(secretId).toHaveLength(1);
    synthesized.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Ticket Relay API area gmail',
      Environment: { Variables: Match.objectLike({ GMAIL_OAUTH_SECRET_ID: { Ref: secretId[0] } }) },
    });
    const reads = (fn: AppFunction) =>
      JSON.stringify(granting(fn, 'secretsmanager:GetSecretValue')).includes(`"Ref":"${secretId[0]}"`);
    expect(reads(synthesized.stack.api.areaFunctions.gmail)).toBe(true);
    expect(reads(synthesized.stack.mailboxSync.syncFunction)).toBe(true);
    expect(reads(synthesized.stack.api.areaFunctions.customer)).toBe(false);
  });
});
