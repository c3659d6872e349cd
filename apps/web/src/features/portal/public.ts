// The request portal's page, for its standalone entry (app/portal-entry.tsx). The web app's start
// (main.tsx) reads lib/portal-address.ts directly to decide what to load: it must stay small.
export { PortalPage } from './pages/portal-page';
