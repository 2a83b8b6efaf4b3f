import { BadRequestError } from '../http/errors.ts';

/** DynamoDB refuses a start key of another index ("The provided starting key is invalid"). */
function isInvalidStartKey(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { name, message, cause } = current as { name?: string; message?: string; cause?: unknown };
    if (name === 'ValidationException' || /starting key|ExclusiveStartKey/i.test(message ?? '')) return true;
    current = cause;
  }
  return false;
}

/**
 * Runs a page; a cursor of another list (or another filter combination, which reads another index)
 * is the caller's mistake: 400 on `cursor`, never a 500.
 */
export async function withOwnCursor<T>(cursor: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (cursor === undefined || !isInvalidStartKey(error)) throw error;
    const message =
      'This cursor belongs to another list or other filters. Please start again without a cursor.';
    return Promise.reject(new BadRequestError(message, { errors: { cursor: message } }));
  }
}
