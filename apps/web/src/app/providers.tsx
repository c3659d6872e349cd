import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../lib/toast';
import { onUnauthorized } from '../lib/unauthorized';
import { useMobileLayout } from '../lib/use-media-query';

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

  // With the phone navigation toasts sit at the bottom centre, above the bottom bar (3.5 rem);
  // on a desktop at the top right, below the header (4 rem) so the profile menu stays reachable.
  const aboveBottomBar = 'calc(4.5rem + env(safe-area-inset-bottom))';
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position={mobile ? 'bottom-center' : 'top-right'}
        offset={mobile ? { bottom: aboveBottomBar } : { top: '4.75rem', right: '1.5rem' }}
        mobileOffset={{ bottom: aboveBottomBar }}
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
      />
    </QueryClientProvider>
  );
}
