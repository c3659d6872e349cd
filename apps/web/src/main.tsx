import '@cmms/shared/zod-csp';
import '@cmms/shared/zod-setup';
import 'sonner/dist/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import './features/activity-log-screens';
import './features/admin-screens';
import './features/asset-screens';
import './features/work-order-screens';
import './features/checklist-screens';
import './features/attendance-screens';
import './features/pm-screens';
import './features/material-screens';
import './features/dashboard-screens';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
