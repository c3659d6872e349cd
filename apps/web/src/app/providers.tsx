import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api-client';

// A refusal (4xx) will not change on a second try; a dropped connection or a 5xx may
// (spec doc 000 §7: failed reads are retried once after 3 seconds).
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryOnce, retryDelay: 3_000 },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" richColors closeButton duration={5_000} />
    </QueryClientProvider>
  );
}
