import type { TaskHandler } from './step-functions.ts';

/**
 * A fault in one Task state of the pipeline, as the Step Functions stand-in would see it from Lambda:
 * - `throw`: the invocation fails with an error of this name (`Lambda.ServiceException` is one the
 *   state machine retries); `times` limits it to the first n invocations.
 * - `timeout`: the invocation never answers; the state's `TimeoutSeconds` becomes `timeoutSeconds`
 *   for executions started while the fault is set, and the invocation waits past it.
 */
export type TaskFault =
  | { kind: 'throw'; errorName?: string; message?: string; times?: number }
  | { kind: 'timeout'; timeoutSeconds?: number };

const DEFAULT_FAULT_TIMEOUT_SECONDS = 1;

/**
 * Faults injected into the local target's pipeline tasks (tests only): the task handlers stay the
 * product's, the stand-in wraps them. Faults apply to invocations made while they are set.
 */
export class TaskFaults {
  readonly #faults = new Map<string, TaskFault & { calls: number }>();

  inject(state: string, fault: TaskFault): void {
    this.#faults.set(state, { ...fault, calls: 0 });
  }

  clear(state?: string): void {
    if (state === undefined) this.#faults.clear();
    else this.#faults.delete(state);
  }

  /** `TimeoutSeconds` per Task state for the timeout faults set now; empty when there are none. */
  timeoutOverrides(): Record<string, number> {
    return Object.fromEntries(
      [...this.#faults]
        .filter(([, fault]) => fault.kind === 'timeout')
        .map(([state, fault]) => [
          state,
          (fault.kind === 'timeout' && fault.timeoutSeconds) || DEFAULT_FAULT_TIMEOUT_SECONDS,
        ]),
    );
  }

  /** The handler of `state` with whatever fault is set at the time of each invocation. */
  wrap(state: string, handler: TaskHandler): TaskHandler {
    return async (payload) => {
      const fault = this.#faults.get(state);
      if (!fault) return handler(payload);
      fault.calls += 1;
      if (fault.kind === 'timeout') {
        const seconds = fault.timeoutSeconds ?? DEFAULT_FAULT_TIMEOUT_SECONDS;
        // Past the state's timeout: Step Functions has given up on this invocation by then.
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 500));
        throw new Error(`Injected fault: ${state} did not answer within ${seconds} s`);
      }
      if (fault.times !== undefined && fault.calls > fault.times) return handler(payload);
      throw Object.assign(new Error(fault.message ?? `Injected fault in ${state}`), {
        name: fault.errorName ?? 'Error',
      });
    };
  }
}
