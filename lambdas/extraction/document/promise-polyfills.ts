// pdf.js (inside unpdf) calls Promise.withResolvers (Node 22) and Promise.try (Node 22.10); the Lambdas run
// Node 24, this machine Node 20. Without Promise.try pdf.js fails inside a message handler, past any catch.
type PromiseStatics = {
  withResolvers?: unknown;
  try?: unknown;
};

const statics = Promise as unknown as PromiseStatics;

if (typeof statics.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      return { promise, resolve, reject };
    },
  });
}

if (typeof statics.try !== 'function') {
  Object.defineProperty(Promise, 'try', {
    configurable: true,
    writable: true,
    value: function tryCall<T>(callback: (...args: unknown[]) => T | PromiseLike<T>, ...args: unknown[]) {
      return new Promise<T>((resolve) => resolve(callback(...args)));
    },
  });
}
