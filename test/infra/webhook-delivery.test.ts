import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAreas } from '../../lambdas/api/route-table.ts';
import { invocableFunctions } from '../../lambdas/jobs/function-registry.ts';
import { AppFunction } from '../../lib/aws/lambda-function.ts';
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

const DISPATCHER_NAME = 'TicketRelay-webhook-dispatch';
const DISPATCHER_ARN = `arn:aws:lambda:us-east-1:111111111111:function:${DISPATCHER_NAME}`;

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

const invokesDispatcher = (fn: AppFunction): boolean =>
  statementsOf(fn).some(
    (statement) =>
      [statement.Action].flat().includes('lambda:InvokeFunction') && statement.Resource === DISPATCHER_ARN,
  );

describe('WebhookDelivery (the webhook dispatcher)', () => {
  it('deploys the webhook-dispatch job of the registry under its fixed name, invoked every minute by EventBridge Scheduler', () => {
    const { dispatchFunction } = synthesized.stack.webhookDelivery;
    const job = invocableFunctions['webhook-dispatch'];

    expect(job).toMatchObject({ entry: 'lambdas/jobs/webhook-dispatch.ts', scheduleRateMinutes: 1 });
    synthesized.template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: DISPATCHER_NAME,
      Description: job.description,
      Timeout: job.timeoutSeconds,
      MemorySize: job.memoryMb,
    });
    // The timeout stays under the rate, so two scheduled runs never overlap.
    expect(job.timeoutSeconds).toBeLessThan(60);
    synthesized.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(dispatchFunction), 'Arn'] } }),
    });
    synthesized.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalIdOf(dispatchFunction) },
      MaximumRetryAttempts: 0,
    });
  });

  it('tells every function the dispatcher name and turns the SSRF guard on (no private URLs in AWS)', () => {
    const functions = synthesized.stack.node
      .findAll()
      .filter((construct): construct is AppFunction => construct instanceof AppFunction);
    const resources = synthesized.template.findResources('AWS::Lambda::Function') as Record<
      string,
      { Properties: { Environment: { Variables: Record<string, unknown> } } }
    >;
    for (const fn of functions) {
      const variables = resources[logicalIdOf(fn)]!.Properties.Environment.Variables;
      expect(variables.WEBHOOK_DISPATCH_FUNCTION_NAME, fn.node.path).toBe(DISPATCHER_NAME);
      expect(variables.WEBHOOK_ALLOW_PRIVATE_URLS, fn.node.path).toBe('false');
    }
  });

  it('lets exactly what publishes events start it: the pipeline tasks and the tickets and external API areas', () => {
    for (const fn of Object.values(synthesized.stack.pipeline.taskFunctions)) {
      expect(invokesDispatcher(fn), fn.node.path).toBe(true);
    }
    const invokers = apiAreas.filter((area) => invokesDispatcher(synthesized.stack.api.areaFunctions[area]));
    expect(invokers.sort()).toEqual(['external', 'tickets']);
  });

  it('lets the dispatcher read the table and the data key, and nothing of the mail buckets', () => {
    const statements = JSON.stringify(statementsOf(synthesized.stack.webhookDelivery.dispatchFunction));
    expect(statements).toContain('dynamodb:PutItem');
    expect(statements).toContain('secretsmanager:GetSecretValue');
    expect(statements).not.toContain('s3:');
    expect(statements).not.toContain('ses:');
  });
});
