import type { PushKind, PushSettings } from '@cmms/shared/push';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { instantSaveOptions, startChange } from '../../../lib/instant-save';
import { pushKindsSaving, pushSettingsKey } from './push-settings';

const SAVED: PushSettings = { publicKey: 'BKey', kinds: ['assigned', 'escalated'] };

function setUp(send: (kinds: PushKind[]) => Promise<PushSettings>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(pushSettingsKey('user-1'), SAVED);
  const saving = pushKindsSaving('user-1', send);
  const observer = new MutationObserver(queryClient, instantSaveOptions(queryClient, saving));
  const save = (kinds: PushKind[]) => observer.mutate(startChange(queryClient, saving, kinds));
  const shown = () => queryClient.getQueryData<PushSettings>(pushSettingsKey('user-1'))?.kinds;
  return { save, shown };
}

afterEach(() => {
  toast.dismiss();
});

describe('pushKindsSaving', () => {
  it('shows the new kinds at once and keeps what the server answered', async () => {
    let answer: (settings: PushSettings) => void = () => undefined;
    const { save, shown } = setUp(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const saving = save(['assigned']);
    // In the click's own turn: no tick for the browser to show the old state in.
    expect(shown()).toEqual(['assigned']);
    // The call goes out after the mutation's own awaits.
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer({ publicKey: 'BKey', kinds: ['assigned'] });
    await saving;
    expect(shown()).toEqual(['assigned']);
  });

  it('puts the kinds back and says why when the server refuses', async () => {
    const { save, shown } = setUp(async () => {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Choose kinds from the list');
    });
    await save(['assigned', 'leave_decided']).catch(() => undefined);
    expect(shown()).toEqual(['assigned', 'escalated']);
    const said = toast.getToasts().map((shownToast) => JSON.stringify(shownToast));
    expect(
      said.some((text) => text.includes('Failed to save your push notification choices')),
    ).toBe(true);
  });
});
