import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Screens are lazy chunks: the first visit to one in a test run waits for vite to transform it.
configure({ asyncUtilTimeout: 5_000 });

// Vitest globals are off, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store: one test's toasts must not reach the next.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});
