import { useEffect, useState } from 'react';
import { PortalCallError, type PortalProblem } from '../api/portal-api';

type PortalLoad<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'problem'; problem: PortalProblem };

/**
 * One GET of the portal's, its answer or its problem, and a way to ask again: all a page needs
 * of a query library that this page does not carry.
 */
export function usePortalLoad<T>(load: () => Promise<T>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<PortalLoad<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches; `attempt` asks again.
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (data) => live && setResult({ state: 'ready', data }),
      (error: unknown) =>
        live &&
        setResult({
          state: 'problem',
          problem:
            error instanceof PortalCallError ? error.problem : { kind: 'failed', message: null },
        }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return { result, retry: () => setAttempt((count) => count + 1) };
}
