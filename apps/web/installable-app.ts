import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
// By path, not as @cmms/shared/...: Vite bundles a config's relative imports, but hands a
// package's to Node, which cannot load TypeScript.
import {
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGES,
  type Language,
} from '../../packages/shared/src/i18n/languages.ts';
import type { MessageKey } from '../../packages/shared/src/i18n/message.ts';
import { catalogueText } from './catalogue-text.ts';

const THEME_COLOUR = '#1d4ed8';
/** The mode of the native app's build: its own output folder (dist-native), no service worker. */
export const NATIVE_MODE = 'native';

/**
 * The push handlers the service worker imports (issue 34, public/push-worker.js), named with a
 * hash of their content: a change to them changes sw.js, so browsers install the new worker,
 * and no cached copy of the old file is read in its place.
 */
function pushWorkerScript(): string {
  const source = fs.readFileSync(new URL('./public/push-worker.js', import.meta.url));
  return `/push-worker.js?v=${createHash('sha256').update(source).digest('hex').slice(0, 12)}`;
}

/** Where the manifest of a language other than English is: the app points to it (lib/i18n). */
const localizedManifestPath = (language: Language) => `/manifest-${language}.webmanifest`;

/** The app's name and description in a language, from its catalogue (docs/languages.md). */
function manifestIn(language: Language): Partial<ManifestOptions> {
  const text = (key: MessageKey) => catalogueText(language, key);
  return {
    name: text('common.productName'),
    short_name: text('common.productShortName'),
    description: text('common.productDescription'),
    lang: language,
    dir: directionOf(language),
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
  };
}

/**
 * The manifest in each other language, beside the English one the PWA plugin writes: the app's
 * name is translated too, and a phone installs it under the name its reader's language gives
 * (the app points its manifest link at the one of the language it speaks).
 */
function localizedManifests(mode: string): Plugin {
  return {
    name: 'cmms-localized-manifests',
    apply: 'build',
    generateBundle() {
      if (mode === NATIVE_MODE) return;
      for (const language of LANGUAGES) {
        if (language === DEFAULT_LANGUAGE) continue;
        this.emitFile({
          type: 'asset',
          fileName: localizedManifestPath(language).slice(1),
          source: JSON.stringify(manifestIn(language)),
        });
      }
    },
  };
}

/**
 * The installable app (docs/mobile.md): the web manifest, and a service worker that keeps the app
 * shell so it opens with no signal. It keeps no API answer: those are `no-store`, and the query
 * cache keeps the signed-in user's data itself (lib/offline/). Registered by app/service-worker.ts
 * once the app is loaded, never by the standalone login page.
 */
export const installableApp = (mode: string) => [
  VitePWA({
    // The native app's build (`vite build --mode native`, scripts/mobile-sync.mjs) carries its files
    // in the package: no worker, no manifest.
    disable: mode === NATIVE_MODE,
    registerType: 'prompt',
    // Registered from the app's own code (virtual:pwa-register), loaded lazily.
    injectRegister: false,
    manifest: manifestIn(DEFAULT_LANGUAGE),
    includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
    workbox: {
      // The app shell: the page, every script and stylesheet (each screen's lazy chunk too, so a
      // screen never visited online still opens offline), fonts and the other languages'
      // manifests. The icons and the English manifest are added by the plugin (includeAssets,
      // the manifest's icons), once each.
      globPatterns: ['**/*.{html,js,css,woff2}', 'manifest-*.webmanifest'],
      navigateFallback: '/index.html',
      // The server's own paths are never answered with the page.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/health(\/|$)/],
      // A new version deletes the files of the one before; it waits for the user's Reload.
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      // No runtime caching: nothing the API answers is stored by the worker.
      runtimeCaching: [],
      // Push notifications, shown and opened while the app is closed.
      importScripts: [pushWorkerScript()],
    },
  }),
  localizedManifests(mode),
];
