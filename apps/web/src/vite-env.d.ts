/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

// Build-time settings of the native app (docs/mobile.md); unset in the web build.
interface ImportMetaEnv {
  /** The server the native app calls, e.g. https://cmms.example.com (its /api and /health). */
  readonly VITE_API_BASE_URL?: string;
  /** When this build was made (vite.config.ts `define`): the offline cache's buster. */
  readonly VITE_APP_BUILD?: string;
  /** '1' when the Android build carries a Firebase configuration, so push can register. */
  readonly VITE_ANDROID_PUSH?: string;
}

/** One language's catalogue of one group, compiled (i18n-catalogues.ts). */
declare module 'virtual:catalogue/*' {
  const messages: import('@cmms/shared/i18n/translator').CompiledCatalogue;
  export default messages;
}
