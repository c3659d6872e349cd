import { useCallback, useRef, useState } from 'react';

export interface ActionCallbacks<Output> {
  onSuccess?(result: Output): void;
  onError?(error: unknown): void;
}

/**
 * The part of TanStack Query's useMutation the sign-in screen uses (mutate, mutateAsync, reset,
 * isPending, error), without the library: the login page is the first thing a phone downloads
 * and carries no query cache (docs/web-ui.md, "The login page's weight"). An answer to a call
 * that was reset or overtaken by a newer one changes nothing.
 */
export function useAction<Input, Output>(run: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const latest = useRef(0);

  const mutateAsync = useCallback(
    async (input: Input) => {
      const call = ++latest.current;
      setState({ isPending: true, error: null });
      try {
        const result = await run(input);
        if (call === latest.current) setState({ isPending: false, error: null });
        return result;
      } catch (error) {
        if (call === latest.current) setState({ isPending: false, error });
        throw error;
      }
    },
    [run],
  );

  const mutate = useCallback(
    (input: Input, callbacks: ActionCallbacks<Output> = {}) => {
      mutateAsync(input).then(
        (result) => callbacks.onSuccess?.(result),
        (error: unknown) => callbacks.onError?.(error),
      );
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ isPending: false, error: null });
  }, []);

  return { mutate, mutateAsync, reset, isPending: state.isPending, error: state.error };
}
