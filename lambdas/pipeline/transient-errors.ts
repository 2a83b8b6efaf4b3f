/** The error name the state machine's Retry policies retry (lib/pipeline.asl.json). */
export class TransientError extends Error {
  override name = 'TransientError';
}

// AWS SDK v3 marks throttling and transient faults with `$retryable`; these names cover services that do not.
const transientNames = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'SlowDown',
  'TimeoutError',
]);

function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const retryable = (error as { $retryable?: unknown }).$retryable;
  return Boolean(retryable) || transientNames.has(error.name);
}

/**
 * A step handler whose throttling and transient AWS faults surface as TransientError, so Step
 * Functions retries them with backoff instead of sending the e-mail to RecordFailure at once.
 */
export function retryingTransientErrors<I, O>(
  handler: (payload: I) => Promise<O>,
): (payload: I) => Promise<O> {
  return async (payload) => {
    try {
      return await handler(payload);
    } catch (error) {
      if (isTransient(error)) throw new TransientError((error as Error).message, { cause: error });
      throw error;
    }
  };
}
