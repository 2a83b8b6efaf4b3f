/**
 * True when a write was refused because its condition did not hold (the item exists on create,
 * is missing on patch, or is not in the expected state). ElectroDB wraps the SDK error as `cause`.
 */
export function isConditionalCheckFailed(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'ConditionalCheckFailedException') return true;
    current = current.cause;
  }
  return false;
}

/** Runs a conditional write; resolves to undefined instead of throwing when the condition failed. */
export async function unlessConditionFails<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}
