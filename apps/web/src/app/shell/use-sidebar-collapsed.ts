import { useCallback, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';

/** requirements/product.md#screens: whether the desktop sidebar is collapsed, kept under sidebarCollapsed. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(
    () => readStorage(storageKeys.sidebarCollapsed) === 'true',
  );
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      writeStorage(storageKeys.sidebarCollapsed, String(!was));
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
