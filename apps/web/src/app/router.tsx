import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

/** Every route of the app, in one list. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      { path: '/login', element: <LoginPage /> },
      // Until sessions exist (next issue) nobody is signed in, so both lead to the login page.
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/dashboard', element: <Navigate to="/login" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
