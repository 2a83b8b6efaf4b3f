import type { CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAreas } from '../../lambdas/api/route-table.ts';
import { invocableFunctions } from '../../lambdas/jobs/function-registry.ts';
import { AppFunction } from '../../lib/aws/lambda-function.ts';
import { synthesizeTicketRelay } from './support/ticket-relay-app.ts';

interface Statement {
  Action: string | string[];
  Effect: string;
  Resource: unknown;
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

let synthesized: ReturnType<typeof synthesizeTicketRelay>;
beforeAll(() => {
  synthesized = synthesizeTicketRelay();
});

const TRAINER_NAME = 'TicketRelay-train-model';
const TRAINER_ARN = `arn:aws:lambda:us-east-1:111111111111:function:${TRAINER_NAME}`;

const logicalIdOf = (construct: IConstruct): string =>
  synthesized.stack.getLogicalId(construct.node.defaultChild as CfnElement);

/** Every statement of the inline policies attached to a function's role. */
function statementsOf(fn: AppFunction): Statement[] {
  const roleId = logicalIdOf(fn.role!);
  const policies = Object.values(
    synthesized.template.findResources('AWS::IAM::Policy') as Record<string, PolicyResource>,
  );
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

const actionsOf = (statement: Statement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];
const mentions = (statement: Statement, construct: IConstruct) =>
  JSON.stringify(statement.Resource).includes(`"${logicalIdOf(construct)}"`);

describe('ModelTraining', () => {
  it('deploys the trainer of the registry with its name, timeout and memory, and no retries', () => {
    // Prepare
    const trainer = synthesized.stack.modelTraining.trainer;
    const { entry, memoryMb, timeoutSeconds } = invocableFunctions['train-model'];

    // Assess
    synthesized.template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: TRAINER_NAME,
      Timeout: timeoutSeconds,
      MemorySize: memoryMb,
      Runtime: 'nodejs24.x',
    });
    synthesized.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalIdOf(trainer) },
      MaximumRetryAttempts: 0,
    });
    expect(entry).toBe('lambdas/jobs/train-model.ts');
  });

  it('tells every function the trainer name through TRAINER_FUNCTION_NAME', () => {
    // Prepare
    const functions = synthesized.stack.node
      .findAll()
      .filter((construct): construct is AppFunction => construct instanceof AppFunction);
    const resources = synthesized.template.findResources('AWS::Lambda::Function') as Record<
      string,
      { Properties: { Environment: { Variables: Record<string, unknown> } } }
    >;

    // Assess
    for (const fn of functions) {
      const variables = resources[logicalIdOf(fn)]!.Properties.Environment.Variables;
      expect(variables.TRAINER_FUNCTION_NAME, fn.node.path).toBe(TRAINER_NAME);
    }
  });

  it('lets only the ml API area invoke the trainer, on its unqualified ARN', () => {
    // Prepare
    const invokers = apiAreas.filter((area) =>
      statementsOf(synthesized.stack.api.areaFunctions[area]).some(
        (statement) =>
          actionsOf(statement).includes('lambda:InvokeFunction') &&
          JSON.stringify(statement.Resource) === JSON.stringify(TRAINER_ARN),
      ),
    );

    // Assess
    expect(invokers).toEqual(['ml']);
    expect(statementsOf(synthesized.stack.api.areaFunctions.ml)).toContainEqual({
      Action: 'lambda:InvokeFunction',
      Effect: 'Allow',
      Resource: TRAINER_ARN,
    });
  });

  it('lets the trainer write models and read raw mail, and no API area write models', () => {
    // Prepare
    const { modelsBucket, rawMailBucket } = synthesized.stack.data;
    const writes = (fn: AppFunction, bucket: IConstruct) =>
      statementsOf(fn).some(
        (statement) => actionsOf(statement).includes('s3:PutObject') && mentions(statement, bucket),
      );
    const reads = (fn: AppFunction, bucket: IConstruct) =>
      statementsOf(fn).some(
        (statement) => actionsOf(statement).includes('s3:GetObject*') && mentions(statement, bucket),
      );
    const trainer = synthesized.stack.modelTraining.trainer;

    // Assess
    expect(writes(trainer, modelsBucket)).toBe(true);
    expect(reads(trainer, rawMailBucket)).toBe(true);
    expect(writes(trainer, rawMailBucket)).toBe(false);
    for (const area of apiAreas) {
      expect(writes(synthesized.stack.api.areaFunctions[area], modelsBucket), area).toBe(false);
    }
  });

  it('alarms when a training fails', () => {
    // Assess
    synthesized.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [
        { Name: 'FunctionName', Value: { Ref: logicalIdOf(synthesized.stack.modelTraining.trainer) } },
      ],
      Threshold: 1,
    });
  });
});
