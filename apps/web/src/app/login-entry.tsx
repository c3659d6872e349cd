import '@cmms/shared/zod-csp';
import '@cmms/shared/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The page itself, not auth's public.ts: that also carries the session check and the other
// pages, and with them the router and the query library.
import { LoginPage } from '../features/auth/pages/login-page';
import { activateLanguage, currentLanguage } from '../lib/i18n/i18n';
import { SpeaksLanguage } from '../lib/i18n/speaks-language';
import { type PageNavigation, PageNavigationProvider } from '../lib/page-navigation';

const loadApp = () => import('./app-entry');

/**
 * The sign-in page alone, for a first visit to /login: React and the form, without the router,
 * the query cache or any screen (docs/web-ui.md, "The login page's weight"). Signing in, or
 * following a link, hands the same tab over to the whole app at the new address, without a
 * reload. The app starts downloading as soon as the user starts typing, so it is usually there
 * by the time they press Sign In.
 */
export function mountLogin(root: HTMLElement) {
  const login = createRoot(root);
  let handedOver = false;
  const navigation: PageNavigation = {
    state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
    navigate(to, options) {
      if (handedOver) return;
      handedOver = true;
      // The rest of the catalogue comes with the app, in the language the page speaks.
      const catalogue = activateLanguage(currentLanguage(), ['login', 'app']).catch(
        () => undefined,
      );
      void Promise.all([loadApp(), catalogue]).then(([{ mountApp }]) => {
        login.unmount();
        if (options?.replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        mountApp(root);
      });
    },
  };
  const prefetch = () => void loadApp();
  root.addEventListener('input', prefetch, { once: true });
  root.addEventListener('pointerdown', prefetch, { once: true });

  login.render(
    <StrictMode>
      <PageNavigationProvider value={navigation}>
        <SpeaksLanguage>
          <LoginPage />
        </SpeaksLanguage>
      </PageNavigationProvider>
    </StrictMode>,
  );
}
