import { createContext, useContext } from 'react';

/**
 * How a page moves on without knowing the router: the sign-in page runs both inside the app's
 * router and alone, before the rest of the app has downloaded (app/login-entry.tsx, see
 * docs/web-ui.md "The login page's weight"). Each provides this.
 */
export interface PageNavigation {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The router state the page was opened with (a guard's `from`), if any. */
  state: unknown;
}

const PageNavigationContext = createContext<PageNavigation | null>(null);

export const PageNavigationProvider = PageNavigationContext.Provider;

export function usePageNavigation(): PageNavigation {
  const navigation = useContext(PageNavigationContext);
  if (!navigation) throw new Error('usePageNavigation needs a PageNavigationProvider');
  return navigation;
}
