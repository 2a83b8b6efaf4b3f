import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Screens are lazy chunks: the first visit to one in a test file waits for vite to transform it and
// its imports, which took over 5 s when the machine ran other work beside the whole suite.
configure({ asyncUtilTimeout: 15_000 });

// Vitest globals are off, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store: one test's toasts must not reach the next.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});
