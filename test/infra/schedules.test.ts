import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { LambdaSchedule } from '../../lib/aws/schedules.ts';

const stackWithTarget = () => {
  const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'Schedules');
  const target = new LambdaFunction(stack, 'Target', {
    runtime: Runtime.NODEJS_24_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = async () => {};'),
  });
  return { stack, target };
};

describe('LambdaSchedule', () => {
  it('invokes the target at the given rate from its own schedule group, with a role for the scheduler', () => {
    // Prepare
    const { stack, target } = stackWithTarget();

    // Act
    new LambdaSchedule(stack, 'MailboxSync', { target, rateInMinutes: 15 });

    // Assess
    const template = Template.fromStack(stack);
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(15 minutes)',
      GroupName: Match.anyValue(),
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Target'), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailboxSyncRole'), 'Arn'] },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
      }),
    });
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
      },
    });
  });

  it('refuses a rate below one minute or a fraction of a minute', () => {
    // Prepare
    const { stack, target } = stackWithTarget();

    // Act + Assess
    expect(() => new LambdaSchedule(stack, 'TooFast', { target, rateInMinutes: 0 })).toThrow(/at least 1/);
    expect(() => new LambdaSchedule(stack, 'Fraction', { target, rateInMinutes: 1.5 })).toThrow(
      /whole number/,
    );
  });
});
