import './styles.css';
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
  // A first visit to the sign-in page loads the page alone and the app once it is needed; every
  // other address, and /login with a session (it redirects), loads the app (docs/web-ui.md).
  if (window.location.pathname === '/login' && !readSession()) {
    void import('./app/login-entry').then(({ mountLogin }) => mountLogin(root));
  } else {
    void import('./app/app-entry').then(({ mountApp }) => mountApp(root));
  }
}

void start(root);
