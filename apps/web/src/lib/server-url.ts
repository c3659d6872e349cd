/**
 * Where the server is. The web app is served by the server itself, so every call is a path on
 * the same origin. The native app carries its own copy of the web build and is built with
 * VITE_API_BASE_URL, the server's address (docs/mobile.md); the server must then allow the app's
 * origin in CORS_ORIGINS.
 */
const configured = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');

/** The API's base: `/api` here, `https://cmms.example.com/api` in the native app. */
export const API_BASE_URL = `${configured}/api`;

/** A path of the server outside the API (/health, the login page the probe falls back to). */
export const serverUrl = (path: string) => `${configured}${path}`;

/**
 * The address the app is reached at by a link made here (an asset's QR label): the server's in
 * the native app, whose own origin (https://localhost) means nothing to another phone.
 */
export function webAppBaseUrl(): string {
  return configured || globalThis.location.origin;
}
