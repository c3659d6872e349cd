import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type InstantSaveConfig, instantSaveOptions, startChange } from './instant-save';

type Settings = { on: boolean };
const KEY = ['settings'];

function setUp(send: InstantSaveConfig<Settings, boolean>['send']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refused = vi.fn();
  const config: InstantSaveConfig<Settings, boolean> = {
    key: KEY,
    send,
    apply: (settings, on) => ({ ...settings, on }),
    onRefused: refused,
  };
  const observer = new MutationObserver(queryClient, instantSaveOptions(queryClient, config));
  const save = (on: boolean) => observer.mutate(startChange(queryClient, config, on));
  const shown = () => queryClient.getQueryData<Settings>(KEY);
  return { queryClient, save, shown, refused };
}

describe('instant save', () => {
  it('shows a change before anything else runs, and then what the server answered', async () => {
    const { queryClient, save, shown } = setUp(async (on) => ({ on }));
    queryClient.setQueryData(KEY, { on: false });
    const saving = save(true);
    expect(shown()).toEqual({ on: true });
    await saving;
    expect(shown()).toEqual({ on: true });
  });

  it('puts it back and says so when the server refuses', async () => {
    const { queryClient, save, shown, refused } = setUp(async () => {
      throw new Error('refused');
    });
    queryClient.setQueryData(KEY, { on: false });
    await save(true).catch(() => undefined);
    expect(shown()).toEqual({ on: false });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('cancels a read on its way, which would otherwise land over the change', async () => {
    let sent: (settings: Settings) => void = () => undefined;
    const { queryClient, save, shown } = setUp(
      () =>
        new Promise((resolve) => {
          sent = resolve;
        }),
    );
    queryClient.setQueryData(KEY, { on: false });
    let answer: (settings: Settings) => void = () => undefined;
    const reader = new QueryObserver(queryClient, {
      queryKey: KEY,
      queryFn: () =>
        new Promise<Settings>((resolve) => {
          answer = resolve;
        }),
    });
    const stop = reader.subscribe(() => undefined);
    void queryClient.refetchQueries({ queryKey: KEY });
    const saving = save(true);
    // The read, sent before the change, answers with the state before it while the change is
    // still on its way: the screen keeps showing the change.
    answer({ on: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual({ on: true });
    sent({ on: true });
    await saving;
    expect(shown()).toEqual({ on: true });
    stop();
  });
});
