import { normalizeRole, SHELL_ROLES, type ShellRole } from '@cmms/shared/roles';
import {
  AREA_ROUTES,
  AREAS,
  type Area,
  areaOf,
  canOpenAreaScreen,
  canOpenRootScreen,
  dashboardPathOf,
  RESTRICTED_SCREENS,
  ROOT_ROUTES,
} from '@cmms/shared/route-access';

/** requirements/product.md#screens: pages anyone may open, signed in or not. */
const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/super-admin-register',
  '/debug',
] as const;

/** requirements/product.md#screens: developer pages outside the role areas (checkbox-test is a root route). */
export const DEVELOPER_PAGES = ['test-activity-logging', 'pin-test', 'pin-debug'] as const;

/** Screen keys of routes with a parameter, as app/screens.ts keys them. */
export const ASSET_DETAIL = 'assets/:id';
export const QR_ASSET = 'qr/assets/:id';

/**
 * requirements/activity.md#screens, #who-may-do-what: screens that send a role they refuse to its dashboard instead of showing
 * Access Denied. They answer at the root and under every area prefix, so a manager opening
 * /activity-log or /manager/activity-log lands on /manager/dashboard; a role they admit is led to
 * the screen in its own area.
 */
const REDIRECTING_SCREENS = ['activity-log'] as const;

/** The paths of those screens that the area and root tables do not already route. */
export const REDIRECTING_PATHS: readonly string[] = REDIRECTING_SCREENS.flatMap((screen) => [
  `/${screen}`,
  ...AREAS.filter((area) => !AREA_ROUTES[area].includes(screen)).map(
    (area) => `/${area}/${screen}`,
  ),
]);

const isRedirectingScreen = (screen: string) =>
  (REDIRECTING_SCREENS as readonly string[]).includes(screen);

export type RouteDecision =
  | { kind: 'public' }
  | { kind: 'allowed'; screen: string; area: Area | null }
  | { kind: 'denied'; screen: string; area: Area | null; requiredRoles: readonly ShellRole[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** requirements/product.md#roles: roles compare in lower case and an unknown role works as a technician. */
export function shellRole(role: string | null | undefined): ShellRole {
  const lower = normalizeRole(role);
  return (SHELL_ROLES as readonly string[]).includes(lower) ? (lower as ShellRole) : 'technician';
}

const isDeveloperPage = (page: string) => (DEVELOPER_PAGES as readonly string[]).includes(page);
// Own keys only: 'constructor' is not a route.
const isRootRoute = (route: string) => Object.hasOwn(ROOT_ROUTES, route);

type Match = { screen: string; area: Area | null } | { redirect: string } | null;

// Router paths match case-insensitively and ignore a trailing slash; so does the guard.
function matchPath(pathname: string): Match {
  const parts = pathname.toLowerCase().split('/').filter(Boolean);
  const [first = '', second, third] = parts;
  const area = (AREAS as readonly string[]).includes(first) ? (first as Area) : null;
  if (area && parts.length === 1) return { redirect: `/${area}/dashboard` };
  if (area && parts.length === 2 && second && AREA_ROUTES[area].includes(second)) {
    return { screen: second, area };
  }
  if (area && parts.length === 2 && second && isRedirectingScreen(second)) {
    return { screen: second, area };
  }
  if (parts.length === 1 && isRedirectingScreen(first)) return { screen: first, area: null };
  if (parts.length === 1 && (isRootRoute(first) || isDeveloperPage(first))) {
    return { screen: first, area: null };
  }
  if (parts.length === 2 && first === 'assets') return { screen: ASSET_DETAIL, area: null };
  // A work order's record (issue 33), for every role, like an asset's page.
  if (parts.length === 2 && first === 'tasks') return { screen: 'tasks/:id', area: null };
  if (parts.length === 3 && first === 'qr' && second === 'assets' && third) {
    return { screen: QR_ASSET, area: null };
  }
  return null;
}

/**
 * What opening `pathname` does for a user with `role` (null: signed out). requirements/product.md#screens, #validation, #who-may-do-what:
 * public pages open for anyone; '/' and '/dashboard' lead to the role's dashboard (or /login);
 * every other page needs a session, then the area's roles and the screen's own guard from the
 * shared table (packages/shared/src/route-access.ts).
 */
export function decideRoute(pathname: string, role: string | null): RouteDecision {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return { kind: 'public' };
  if (path === '/' || path === '/dashboard') {
    return { kind: 'redirect', to: role === null ? '/login' : dashboardPathOf(role) };
  }
  const match = matchPath(path);
  if (!match) return { kind: 'not-found' };
  if (role === null) return { kind: 'redirect', to: '/login' };
  if ('redirect' in match) return { kind: 'redirect', to: match.redirect };

  const { screen, area } = match;
  const effective = shellRole(role);
  if (isRedirectingScreen(screen)) return decideRedirectingScreen(screen, area, role);
  const access = area
    ? canOpenAreaScreen(effective, area, screen)
    : isRootRoute(screen)
      ? canOpenRootScreen(effective, screen)
      : { allowed: true as const };
  return access.allowed
    ? { kind: 'allowed', screen, area }
    : { kind: 'denied', screen, area, requiredRoles: access.requiredRoles };
}

/** A screen of REDIRECTING_SCREENS: open in the role's own area, else its dashboard. */
function decideRedirectingScreen(screen: string, area: Area | null, role: string): RouteDecision {
  const admitted = RESTRICTED_SCREENS[screen]?.includes(shellRole(role)) ?? true;
  const home = areaOf(role);
  if (!admitted || !AREA_ROUTES[home].includes(screen)) {
    return { kind: 'redirect', to: dashboardPathOf(role) };
  }
  if (area !== home) return { kind: 'redirect', to: `/${home}/${screen}` };
  return { kind: 'allowed', screen, area };
}
