import { dashboardPathOf } from '@cmms/shared/route-access';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { shortcutFor } from '../../lib/shell-behaviour';
import { screenPath } from '../navigation';

/**
 * requirements/product.md#screens: ctrl/cmd+, opens settings and ctrl/cmd+d the dashboard (instead of the browser's
 * bookmark dialog). Escape needs nothing here: dialogs, sheets and menus close on it themselves.
 */
export function useShortcuts(role: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      navigate(shortcut === 'settings' ? screenPath(role, 'settings') : dashboardPathOf(role));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, role]);
}
