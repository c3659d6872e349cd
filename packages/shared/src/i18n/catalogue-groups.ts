/**
 * The web app downloads each language's catalogue in parts (docs/languages.md): the namespaces
 * the standalone sign-in page shows, within its weight budget; those the request portal shows to
 * someone without an account (its page has a budget of its own); and the rest with the app. A
 * namespace not listed here goes with the app.
 */
const LOGIN_NAMESPACES = ['common', 'auth', 'validation'] as const;

/**
 * The portal's own texts and the messages of the schema its form is checked with
 * (`portalRequestFieldsSchema`). The app has them too (its part holds every namespace the
 * sign-in page's does not): the inbox reads the same messages and an asset's label says "Scan to
 * report a problem", and an app that took over from the sign-in page has only those two parts.
 */
const PORTAL_NAMESPACES = ['portal', 'workRequests'] as const;

export type CatalogueGroup = 'login' | 'app' | 'portal';

/** Whether a group's part of the catalogue carries a namespace. */
export function namespaceInGroup(namespace: string, group: CatalogueGroup): boolean {
  const inLogin = (LOGIN_NAMESPACES as readonly string[]).includes(namespace);
  if (group === 'login') return inLogin;
  if (group === 'portal') return (PORTAL_NAMESPACES as readonly string[]).includes(namespace);
  return !inLogin;
}
