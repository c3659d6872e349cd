import './styles.css';
import type { CatalogueGroup } from '@cmms/shared/i18n/catalogue-groups';
import { opensPortal } from './features/portal/lib/portal-address';
import { activateLanguage } from './lib/i18n/i18n';
import { preferredLanguage, startingLanguage } from './lib/i18n/preferred-language';
import { nativePlatform } from './lib/native/platform';
import { readSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(root: HTMLElement) {
  // The native app keeps a copy of the session in the keychain: it comes back before the session
  // is read, if the system cleared the web view's storage (docs/mobile.md).
  if (nativePlatform()) {
    await import('./lib/native/session-copy')
      .then((copy) => copy.restoreSessionCopy())
      .catch(() => undefined);
  }
  const session = readSession();
  // The request portal (a site's page, an asset's label without a session, a request's status)
  // is for people without an account: its pages alone, in the browser's language.
  if (opensPortal(window.location, session !== null)) {
    const language = activateLanguage(preferredLanguage(session?.user.language), ['portal']);
    const [{ mountPortal }] = await Promise.all([
      import('./app/portal-entry'),
      language.catch(() => undefined),
    ]);
    mountPortal(root);
    return;
  }
  // A first visit to the sign-in page loads the page alone and the app once it is needed; every
  // other address, and /login with a session (it redirects), loads the app (docs/web-ui.md).
  const alone = window.location.pathname === '/login' && !session;
  // The page's language is there before its first paint, downloaded beside the page's code:
  // the sign-in page's part of the catalogue alone, or all of it for the app (docs/languages.md).
  const groups: CatalogueGroup[] = alone ? ['login'] : ['login', 'app'];
  const language = activateLanguage(await startingLanguage(session?.user.language), groups).catch(
    () => activateLanguage(preferredLanguage(null), groups).catch(() => undefined),
  );
  if (alone) {
    const [{ mountLogin }] = await Promise.all([import('./app/login-entry'), language]);
    mountLogin(root);
  } else {
    const [{ mountApp }] = await Promise.all([import('./app/app-entry'), language]);
    mountApp(root);
  }
}

void start(root);
