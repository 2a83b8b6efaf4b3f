/**
 * The Task states of lib/pipeline.asl.json and the handler module behind each. The CDK stack deploys
 * one Lambda per task and substitutes its ARN for `${<State>FunctionArn}` in the definition; the local
 * target runs the same modules in-process. Plain data: infrastructure code reads it without loading handlers.
 */
// Alphabetical, the order in which CDK's policy minimisation lists the task ARNs in the state machine's grant.
export const pipelineTasks = {
  NotifyCustomer: 'lambdas/pipeline/notify-customer.ts',
  ProcessEmail: 'lambdas/pipeline/process-email.ts',
  RecordFailure: 'lambdas/pipeline/record-failure.ts',
} as const;

export type PipelineTaskName = keyof typeof pipelineTasks;

export const pipelineTaskNames = Object.keys(pipelineTasks) as PipelineTaskName[];

/** The placeholder in the state-machine definition that stands for the task's function ARN. */
export const functionArnSubstitution = (task: PipelineTaskName): string => `${task}FunctionArn`;

/** Starts an execution for each e-mail that SES (or the local SMTP server) has stored. */
export const inboundStarterEntry = 'lambdas/pipeline/start-execution.ts';
