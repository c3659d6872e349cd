import { useCallback, useEffect, useState } from 'react';

/** requirements/attendance.md#errors: the leave screens' banners, and the admin's update notice, clear after 3 s. */
const FLASH_MS = 3_000;

export type Flash = { tone: 'success' | 'error'; message: string };

/** A banner message that clears itself FLASH_MS after it is shown. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const show = useCallback((tone: Flash['tone'], message: string) => {
    setFlash({ tone, message });
  }, []);
  return [flash, show] as const;
}
