import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface SecretsProps {
  /** Length of each generated key string (letters and digits only). @default 64 */
  readonly keyLength?: number;
}

/**
 * The generated keys of the application. Each value is a random alphanumeric string; the code derives
 * the actual signing and encryption keys from it, so the string format never limits the algorithm.
 */
export class Secrets extends Construct {
  /** Signs session and bearer JWTs (SESSION_KEY_SECRET_ID). */
  readonly sessionKey: Secret;
  /** Encrypts payout account numbers at rest (DATA_KEY_SECRET_ID, DESIGN §6.4). */
  readonly dataKey: Secret;

  constructor(scope: Construct, id: string, props: SecretsProps = {}) {
    super(scope, id);
    const generateSecretString = { passwordLength: props.keyLength ?? 64, excludePunctuation: true };

    this.sessionKey = new Secret(this, 'SessionKey', {
      description: 'Ticket Relay: key that signs session and bearer tokens',
      generateSecretString,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.dataKey = new Secret(this, 'DataKey', {
      description: 'Ticket Relay: key that encrypts payout account numbers at rest',
      generateSecretString,
      // Losing this key makes every stored account number unreadable.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Application keys, not credentials of another service: a scheduled rotation would end every session at ' +
        'once (session key) or make stored encrypted data unreadable (data key), so they are rotated deliberately.',
    });
  }

  /** Both secrets, for granting read access. */
  get all(): readonly Secret[] {
    return [this.sessionKey, this.dataKey];
  }
}
