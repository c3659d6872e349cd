import '@cmms/shared/zod-csp';
import '@cmms/shared/zod-setup';
import 'sonner/dist/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { nativePlatform } from '../lib/native/platform';
import { Providers } from './providers';
import { createRouter } from './router';
import { registerServiceWorker } from './service-worker';

/** The whole app: the router and its providers. */
export function mountApp(root: HTMLElement) {
  const router = createRouter();
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
  // The native app's own services load only inside it: the web build never downloads them.
  if (nativePlatform()) {
    void import('./native-services').then(({ startNativeServices }) =>
      startNativeServices((path) => void router.navigate(path)),
    );
  }
}
