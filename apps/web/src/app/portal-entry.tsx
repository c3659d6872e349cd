import '@cmms/shared/zod-csp';
import '@cmms/shared/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalPage } from '../features/portal/public';

/**
 * The request portal alone (issue 35): the pages anyone without an account opens from a
 * poster's or a label's QR code, or from their private status link. React and these pages only:
 * no router, no query cache, no shell, no service worker; within the sign-in page's budget of
 * 120 KiB of JavaScript on a first visit (docs/web-ui.md).
 */
export function mountPortal(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <PortalPage location={window.location} />
    </StrictMode>,
  );
}
