import './styles.css';
import { readSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A first visit to the sign-in page loads the page alone and the app once it is needed; every
// other address, and /login with a session (it redirects), loads the app (docs/web-ui.md).
if (window.location.pathname === '/login' && !readSession()) {
  void import('./app/login-entry').then(({ mountLogin }) => mountLogin(root));
} else {
  void import('./app/app-entry').then(({ mountApp }) => mountApp(root));
}
