import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';

import { queryConfig } from '@/lib/react-query';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* spec 000 §9: at most one notification toast at a time. */}
      <Toaster position="top-right" richColors closeButton visibleToasts={1} />
    </QueryClientProvider>
  );
}
