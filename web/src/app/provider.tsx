import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';

import { queryConfig } from '@/lib/react-query';

// Sonner's rich colours put mid-tone text on pale backgrounds (below WCAG AA's 4.5:1); darker text keeps
// each toast's colour and reads at AA.
const toastTextColors = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 26%)',
  '--error-text': 'hsl(360, 100%, 35%)',
} as CSSProperties;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* spec 000 §9: at most one notification toast at a time. */}
      <Toaster position="top-right" richColors closeButton visibleToasts={1} style={toastTextColors} />
    </QueryClientProvider>
  );
}
