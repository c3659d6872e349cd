import type { PushKind, PushSettings } from '@cmms/shared/push';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { pushSettingsKey, savePushKindsOptions } from './push-settings';

const SAVED: PushSettings = { publicKey: 'BKey', kinds: ['assigned', 'escalated'] };

function setUp(send: (kinds: PushKind[]) => Promise<PushSettings>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(pushSettingsKey('user-1'), SAVED);
  const observer = new MutationObserver(
    queryClient,
    savePushKindsOptions(queryClient, 'user-1', send),
  );
  const shown = () => queryClient.getQueryData<PushSettings>(pushSettingsKey('user-1'))?.kinds;
  return { observer, shown };
}

afterEach(() => {
  toast.dismiss();
});

describe('savePushKindsOptions', () => {
  it('shows the new kinds at once and keeps what the server answered', async () => {
    let answer: (settings: PushSettings) => void = () => undefined;
    const { observer, shown } = setUp(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const saving = observer.mutate(['assigned']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual(['assigned']);
    answer({ publicKey: 'BKey', kinds: ['assigned'] });
    await saving;
    expect(shown()).toEqual(['assigned']);
  });

  it('puts the kinds back and says why when the server refuses', async () => {
    const { observer, shown } = setUp(async () => {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Choose kinds from the list');
    });
    await observer.mutate(['assigned', 'leave_decided']).catch(() => undefined);
    expect(shown()).toEqual(['assigned', 'escalated']);
    const said = toast.getToasts().map((shownToast) => JSON.stringify(shownToast));
    expect(
      said.some((text) => text.includes('Failed to save your push notification choices')),
    ).toBe(true);
  });
});
