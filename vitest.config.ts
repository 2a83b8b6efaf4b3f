import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test workers inherit this: the AWS SDK's Node 20 end-of-support notice is known (see README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// One project per kind of suite; `npm test` runs them all, `vitest run --project <name>` one of them.
export default defineConfig({
  test: {
    // At least two test files at once, even on two CPUs (vitest's default leaves one CPU to itself): most
    // files wait on I/O, timers or a browser as much as they compute, so two at once nearly halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // Some unit tests parse the corpus or load the model: seconds each on a loaded CI machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Screens typed into with user-event take seconds when CI runs every project at once; a
          // test may wait up to 15 s (asyncUtilTimeout) for its first screen.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // Generous: the files share the CPUs, and a job's first run loads its function in a new worker.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // Each file runs its own local target and Chromium; two files share the CPUs.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
