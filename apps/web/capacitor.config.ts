import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper (docs/mobile.md). It carries the web build (dist-native/, built by
 * `npm run mobile:sync` with VITE_API_BASE_URL set to the server's address) and calls the API
 * there; the server must allow the app's origins in CORS_ORIGINS: https://localhost (Android)
 * and capacitor://localhost (iOS).
 */
const apiBaseUrl = process.env.VITE_API_BASE_URL ?? '';
// A server reached over plain HTTP (a test server on the local network): Android refuses
// cleartext and mixed content unless told. A real deployment uses HTTPS and needs neither.
const plainHttp = apiBaseUrl.startsWith('http:');

const config: CapacitorConfig = {
  // Reverse-DNS and permanent once published in a store: change it to your organisation's domain
  // before the first release.
  appId: 'com.example.cmms',
  appName: 'Facility Management System',
  webDir: 'dist-native',
  server: {
    androidScheme: 'https',
    cleartext: plainHttp,
  },
  android: { allowMixedContent: plainHttp },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
