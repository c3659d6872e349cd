import { AREA_ROUTES, AREAS, ROOT_ROUTES } from '@cmms/shared/route-access';
import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  SuperAdminRegisterPage,
} from '../features/auth/public';
import { DEVELOPER_PAGES, QR_ASSET, REDIRECTING_PATHS } from '../lib/route-guard';
import { ErrorPage } from './error-page';
import { HomeRedirect, RedirectIfSignedIn, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RouterPageNavigation } from './router-page-navigation';
import { ScreenRoute } from './screen-route';
import type { StandalonePageKey } from './screens';
import { AppShell } from './shell/app-shell';
import { StandaloneScreen } from './standalone-screen';

const screen = (path: string): RouteObject => ({ path, element: <ScreenRoute /> });
/** The public API debug page (requirements/profile-and-help.md#screens), outside the shell. */
const API_DEBUG = 'debug' satisfies StandalonePageKey;

/**
 * The screens inside the shell (requirements/product.md#screens): each role area with its child routes, the area's
 * own root (to its dashboard), the shared root-level routes and the developer pages, all from
 * the shared table. Who may open which is decided by ScreenRoute (lib/route-guard.ts).
 */
const shellScreens: RouteObject[] = [
  ...AREAS.flatMap((area) => [
    screen(`/${area}`),
    ...AREA_ROUTES[area].map((child) => screen(`/${area}/${child}`)),
  ]),
  ...Object.keys(ROOT_ROUTES).map((route) => screen(`/${route}`)),
  ...DEVELOPER_PAGES.map((page) => screen(`/${page}`)),
  ...REDIRECTING_PATHS.map(screen),
];

/** Every route of the app, in one list. */
const routes: RouteObject[] = [
  {
    element: <RouterPageNavigation />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      // A reset link or the super admin key may be used from a browser that is signed in.
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/super-admin-register', element: <SuperAdminRegisterPage /> },
      { path: '/debug', element: <StandaloneScreen screen={API_DEBUG} /> },
      { path: '/', element: <HomeRedirect /> },
      { path: '/dashboard', element: <HomeRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          // requirements/assets.md#screens: the QR landing needs a session but stands outside the shell.
          { path: '/qr/assets/:id', element: <StandaloneScreen screen={QR_ASSET} /> },
          {
            element: <AppShell />,
            // A failing screen leaves the shell and its navigation in place.
            children: [{ errorElement: <ErrorPage inShell />, children: shellScreens }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Made when the app mounts, not when this module loads: the standalone login loads the app
 * ahead and changes the address only on handing over, and a router reads it once, on creation.
 */
export const createRouter = () => createBrowserRouter(routes);
