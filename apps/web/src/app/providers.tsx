import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { onUnauthorized } from '../lib/unauthorized';
import { useMobileLayout } from '../lib/use-media-query';
import { ToastLayer } from './toast-layer';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already sends a failed GET once more after 3 s (doc 000 §7); a second
    // retry layer here would make it four requests.
    queries: { staleTime: 30_000, retry: false },
    mutations: { retry: false },
  },
});

// The profile calls themselves end the session on a 401 (features/auth/api/session.ts).
const PROFILE_PATHS = new Set(['/user/me', '/auth/profile']);

export function Providers({ children }: { children: ReactNode }) {
  const mobile = useMobileLayout();

  // Doc 000 §7: a 401 on any call asks the profile check to run again now, so a token the server
  // no longer accepts ends the session in that one place instead of leaving a broken screen.
  useEffect(
    () =>
      onUnauthorized(({ path }) => {
        if (PROFILE_PATHS.has(path)) return;
        void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }, { cancelRefetch: false });
      }),
    [],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastLayer mobile={mobile} />
    </QueryClientProvider>
  );
}
