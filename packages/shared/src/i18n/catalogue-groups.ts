/**
 * The web app downloads each language's catalogue in two parts (docs/languages.md): the
 * namespaces the standalone sign-in page shows, within its weight budget, and the rest with the
 * app. A namespace not listed here goes with the app.
 */
const LOGIN_NAMESPACES = ['common', 'auth', 'validation'] as const;

export type CatalogueGroup = 'login' | 'app';

export const groupOfNamespace = (namespace: string): CatalogueGroup =>
  (LOGIN_NAMESPACES as readonly string[]).includes(namespace) ? 'login' : 'app';
