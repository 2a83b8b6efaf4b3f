/** The trainer Lambda's timeout (its registry entry and the CDK function use it). */
export const TRAINER_TIMEOUT_SECONDS = 600;

/**
 * A job still marked training with no progress written for this long has died with its Lambda
 * (timeout, crash, a stopped local target): it counts as failed and no longer blocks a new training.
 */
export const TRAINING_STALE_AFTER_MS = (TRAINER_TIMEOUT_SECONDS + 120) * 1000;
