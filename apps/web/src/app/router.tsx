import { SHELL_ROLES } from '@cmms/shared/roles';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignedInHomePage } from '../features/auth/pages/signed-in-home-page';
import { SuperAdminRegisterPage } from '../features/auth/pages/super-admin-register-page';
import { roleArea } from '../lib/session';
import { ErrorPage } from './error-page';
import { HomeRedirect, RedirectIfSignedIn, RequireArea, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';

/** The role areas of doc 000 §2.8; superadmin works in the admin area. */
const AREAS = [...new Set(SHELL_ROLES.map(roleArea))];

/** Every route of the app, in one list. */
export const routes: RouteObject[] = [
  {
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
      { path: '/', element: <HomeRedirect /> },
      { path: '/dashboard', element: <HomeRedirect /> },
      {
        element: <RequireAuth />,
        // The role shells replace SignedInHomePage with the real dashboards.
        children: AREAS.map((area) => ({
          path: `/${area}/dashboard`,
          element: (
            <RequireArea area={area}>
              <SignedInHomePage />
            </RequireArea>
          ),
        })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
