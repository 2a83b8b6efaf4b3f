import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { Statistic } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { functionNameOf, invocableFunctions } from '../../lambdas/jobs/function-registry.ts';
import type { AlarmTopic } from './alarm-topic.ts';
import { AppFunction, type AppEnvironment, type FunctionAccess } from './lambda-function.ts';

export interface ModelTrainingProps {
  /** Fixed, so that every Lambda (the trainer included) gets it as TRAINER_FUNCTION_NAME without a cycle. */
  readonly functionName: string;
  readonly environment: AppEnvironment;
  /** The table, raw mail (read) and the models bucket (read and write). */
  readonly access: FunctionAccess;
  readonly alarms: AlarmTopic;
}

const trainer = invocableFunctions['train-model'];

/**
 * The model trainer: a Lambda that `POST /api/ml/train` invokes asynchronously, with the long timeout
 * and the memory a training needs. It records its own failures on the training job, so a failed
 * invocation is not retried; an alarm tells operators that a training failed.
 */
export class ModelTraining extends Construct {
  /** The trainer's name in the stack of `scope`, before the function exists. */
  static functionNameFor(scope: Construct): string {
    const name = functionNameOf(Stack.of(scope).stackName, 'train-model');
    // Lambda's limit; the name is fixed, so a long stack name would fail at deploy time instead.
    if (name.length > 64)
      throw new Error(`The trainer's name ${name} is longer than 64 characters: use a shorter stack name.`);
    return name;
  }

  /** The ARN of a function called `functionName` in the stack of `scope`. */
  static functionArnFor(scope: Construct, functionName: string): string {
    return Stack.of(scope).formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: functionName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
  }

  readonly trainer: AppFunction;

  constructor(scope: Construct, id: string, props: ModelTrainingProps) {
    super(scope, id);
    this.trainer = new AppFunction(this, 'Trainer', {
      entry: trainer.entry,
      functionName: props.functionName,
      description: trainer.description,
      environment: props.environment,
      access: props.access,
      memorySize: trainer.memoryMb,
      timeout: Duration.seconds(trainer.timeoutSeconds),
      retryAttempts: 0,
    });
    props.alarms.alarmOnAny(
      this,
      'TrainingFailedAlarm',
      this.trainer.metricErrors({ period: Duration.minutes(5), statistic: Statistic.SUM }),
      'A model training failed: the previous model stays active. The training status and the trainer logs say why.',
    );
  }
}
