import { Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  /** Subscribed to every alarm when set. @default no subscription */
  readonly email?: string;
}

/** The SNS topic every alarm of the stack notifies. */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps = {}) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Ticket Relay alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry only alarm names and states. CloudWatch cannot publish to a topic encrypted ' +
        'with the AWS-managed SNS key, and a customer-managed key for this alone adds cost without protecting data.',
    });
  }

  /** An alarm that fires as soon as `metric` reaches 1 in a period, and notifies the topic. */
  alarmOnAny(scope: Construct, id: string, metric: IMetric, description: string): Alarm {
    const alarm = new Alarm(scope, id, {
      metric,
      alarmDescription: description,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    return alarm;
  }
}
