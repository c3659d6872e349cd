import { APP_VERSION } from '@cmms/shared/product';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { type Persister, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../lib/api-error';
import { activateLanguage, currentLanguage } from '../lib/i18n/i18n';
import { preferredLanguage, rememberPickedLanguage } from '../lib/i18n/preferred-language';
import { SpeaksLanguage } from '../lib/i18n/speaks-language';
import { useLanguage } from '../lib/i18n/use-language';
import { worksOnSite } from '../lib/offline';
import { followDeviceConnection } from '../lib/offline/device-connection';
import {
  forgetUserQueries,
  isKeptOffline,
  OFFLINE_CACHE_MAX_AGE_MS,
  userQueryPersister,
} from '../lib/offline/query-persister';
import { rereadInvalidatedFirstReads } from '../lib/reread-invalidated';
import { useSession } from '../lib/session';
import { onUnauthorized } from '../lib/unauthorized';
import { useMobileLayout } from '../lib/use-media-query';
import { ToastLayer } from './toast-layer';

// Before any query runs: a start with no signal pauses the requests, so the screens show what was
// kept instead of failing over it (docs/offline.md).
followDeviceConnection();

/** When the kept answers were put back: anything older came from the device, not the server. */
let restoredAt = 0;

// Kept answers stand in for a server that cannot be reached. A server that answers, with a
// refusal or a failure, is believed: the screen shows its error rather than the old answer
// (requirements/product.md#errors: a list that cannot be loaded is emptied), as it did before anything was kept.
const queryCache = new QueryCache({
  onError(error, query) {
    const answered = error instanceof ApiError && error.status > 0;
    const kept = query.state.data !== undefined && query.state.dataUpdatedAt < restoredAt;
    if (answered && kept) void queryClient.resetQueries({ queryKey: query.queryKey, exact: true });
  },
});

const queryClient = new QueryClient({
  queryCache,
  defaultOptions: {
    // The API client already sends a failed GET once more after 3 s (requirements/product.md#calls); a second
    // retry layer here would make it four requests. gcTime outlives a day offline, so what was
    // restored from the device stays until the server answers again.
    queries: { staleTime: 30_000, retry: false, gcTime: OFFLINE_CACHE_MAX_AGE_MS },
    mutations: { retry: false },
  },
});
// A change's own refresh must not be outrun by a read that left before it (a search just typed).
rereadInvalidatedFirstReads(queryClient);

const keepNothing: Persister = {
  persistClient: async () => {},
  restoreClient: async () => undefined,
  removeClient: async () => {},
};

// The profile calls themselves end the session on a 401 (features/auth/api/session.ts).
const PROFILE_PATHS = new Set(['/user/me', '/auth/profile']);

/**
 * An on-site worker's last answers are kept on the device and restored on the next start, so
 * the screens open with no signal (issue 21, docs/offline.md). Signed out, or for the office
 * roles, nothing is kept.
 */
function KeptQueries({ children }: { children: ReactNode }) {
  const user = useSession()?.user;
  const userId = user?.id ?? null;
  const keeps = userId !== null && worksOnSite(user?.role);
  // One provider throughout (no remount at sign-in); signed out, or in the office, it keeps
  // nothing.
  const persistOptions = useMemo(
    () => ({
      persister: keeps && userId ? userQueryPersister(userId) : keepNothing,
      maxAge: OFFLINE_CACHE_MAX_AGE_MS,
      // Answers kept by another build of the app are not read back.
      buster: import.meta.env.VITE_APP_BUILD ?? APP_VERSION,
      dehydrateOptions: { shouldDehydrateQuery: isKeptOffline },
    }),
    [userId, keeps],
  );
  const previous = useRef(userId);

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before && before !== userId) {
      queryClient.clear();
      if (!userId) void forgetUserQueries(before);
    }
  }, [userId]);

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // What was kept is shown at once and asked for again: it may be minutes or days old.
      onSuccess={() => {
        restoredAt = Date.now();
        void queryClient.invalidateQueries();
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const mobile = useMobileLayout();

  // requirements/product.md#calls: a 401 on any call asks the profile check to run again now, so a token the server
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
    <KeptQueries>
      <LanguageRoot>
        {children}
        <ToastLayer mobile={mobile} />
      </LanguageRoot>
    </KeptQueries>
  );
}

/**
 * Everything below speaks the current language: a change (Settings, or a choice made on another
 * device and read with the profile) renders it again from here, and asks the server again for
 * what it wrote in the language before (docs/languages.md).
 */
function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const choice = useSession()?.user.language ?? null;
  useEffect(() => {
    if (choice) rememberPickedLanguage(choice);
    const wanted = preferredLanguage(choice);
    if (wanted !== currentLanguage()) void activateLanguage(wanted).catch(() => undefined);
  }, [choice]);
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void queryClient.invalidateQueries();
  }, [language]);
  return <SpeaksLanguage>{children}</SpeaksLanguage>;
}
