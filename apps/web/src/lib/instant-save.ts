import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';

/** A setting saved as it is changed: its cache key, its call, and how a change shows on it. */
export type InstantSaveConfig<Value, Change> = {
  key: QueryKey;
  send: (change: Change) => Promise<Value>;
  apply: (value: Value, change: Change) => Value;
  onRefused?: (error: unknown) => void;
};

/** A change on its way, with what the screen showed before it. */
type InstantSave<Value, Change> = { change: Change; before: Value | undefined };

/**
 * Writes a change into the cache at once, in the event that made it, and answers it with what
 * was shown before. A switch or a tick is a controlled input, which the browser puts back to the
 * cache's value as the event ends: written a tick later (a mutation's onMutate runs after
 * awaits), the old state shows in between and a quick second click acts on it. A read on its
 * way is cancelled first (which puts its query back at once), so it cannot land over the change.
 */
export function startChange<Value, Change>(
  queryClient: QueryClient,
  config: InstantSaveConfig<Value, Change>,
  change: Change,
): InstantSave<Value, Change> {
  void queryClient.cancelQueries({ queryKey: config.key });
  const before = queryClient.getQueryData<Value>(config.key);
  if (before !== undefined) {
    queryClient.setQueryData<Value>(config.key, config.apply(before, change));
  }
  return { change, before };
}

/**
 * The mutation of a setting saved as it is changed (the portal's switches, the push kinds):
 * started with startChange, put back if the server refuses, then as the server answered.
 */
export function instantSaveOptions<Value, Change>(
  queryClient: QueryClient,
  config: InstantSaveConfig<Value, Change>,
) {
  return {
    mutationFn: ({ change }: InstantSave<Value, Change>) => config.send(change),
    onError: (error: unknown, { before }: InstantSave<Value, Change>) => {
      if (before !== undefined) queryClient.setQueryData<Value>(config.key, before);
      config.onRefused?.(error);
    },
    onSuccess: (saved: Value) => queryClient.setQueryData<Value>(config.key, saved),
  };
}

/**
 * `save(change)` shows the change at once and sends it; render the setting through `shown(value)`.
 * The cache holds the change at once (startChange), but useQuery hears of it a task later, and a
 * controlled input is put back to what it rendered as the event ends: the change is also kept
 * here, in React's own state, which the event renders before that.
 */
export function useInstantSave<Value, Change>(config: InstantSaveConfig<Value, Change>) {
  const queryClient = useQueryClient();
  const mutation = useMutation(instantSaveOptions(queryClient, config));
  const [pending, setPending] = useState<{ change: Change } | null>(null);
  const start = (change: Change) => {
    setPending({ change });
    return startChange(queryClient, config, change);
  };
  // A later change keeps showing until it settles too.
  const settled = (change: Change) =>
    setPending((current) => (current?.change === change ? null : current));
  return {
    isPending: mutation.isPending,
    shown: (value: Value) => (pending ? config.apply(value, pending.change) : value),
    save: (change: Change, callbacks?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate(start(change), {
        ...callbacks,
        onSettled: (...settledWith) => {
          settled(change);
          callbacks?.onSettled?.(...settledWith);
        },
      }),
    saveAsync: async (change: Change) => {
      try {
        return await mutation.mutateAsync(start(change));
      } finally {
        settled(change);
      }
    },
  };
}
