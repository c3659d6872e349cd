import { VitePWA } from 'vite-plugin-pwa';
// By path, not as @cmms/shared/product: Vite bundles a config's relative imports, but hands a
// package's to Node, which cannot load TypeScript.
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from '../../packages/shared/src/product.ts';

const THEME_COLOUR = '#1d4ed8';
/** The mode of the native app's build: its own output folder (dist-native), no service worker. */
export const NATIVE_MODE = 'native';

/**
 * The installable app (docs/mobile.md): the web manifest, and a service worker that keeps the app
 * shell so it opens with no signal. It keeps no API answer: those are `no-store`, and the query
 * cache keeps the signed-in user's data itself (lib/offline/). Registered by app/service-worker.ts
 * once the app is loaded, never by the standalone login page.
 */
export const installableApp = (mode: string) =>
  VitePWA({
    // The native app's build (`vite build --mode native`, scripts/mobile-sync.mjs) carries its files
    // in the package: no worker, no manifest.
    disable: mode === NATIVE_MODE,
    registerType: 'prompt',
    // Registered from the app's own code (virtual:pwa-register), loaded lazily.
    injectRegister: false,
    manifest: {
      name: PRODUCT_NAME,
      short_name: PRODUCT_SHORT_NAME,
      description: 'Facility maintenance management: work orders, assets, sites and people.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/maskable-icon-512x512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
    workbox: {
      // The app shell: the page, every script and stylesheet (each screen's lazy chunk too, so a
      // screen never visited online still opens offline) and fonts. The icons and the manifest are
      // added by the plugin (includeAssets, the manifest's icons), once each.
      globPatterns: ['**/*.{html,js,css,woff2}'],
      navigateFallback: '/index.html',
      // The server's own paths are never answered with the page.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/health(\/|$)/],
      // A new version deletes the files of the one before; it waits for the user's Reload.
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      // No runtime caching: nothing the API answers is stored by the worker.
      runtimeCaching: [],
    },
  });
