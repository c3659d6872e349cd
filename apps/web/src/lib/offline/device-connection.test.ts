import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { followDeviceConnection } from './device-connection';

function device(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target as unknown as Window & { navigator: { onLine: boolean } };
}

const unreachable = async () => false;

describe('the connection TanStack Query believes', () => {
  it('is offline from the start when the app opens with no signal', async () => {
    // TanStack's own default: online until an `offline` event, which a page opened offline
    // never gets.
    expect(onlineManager.isOnline()).toBe(true);
    followDeviceConnection(device(false), onlineManager, unreachable);
    expect(onlineManager.isOnline()).toBe(false);
    await Promise.resolve();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('trusts the server over a flag that says offline on a working connection', async () => {
    followDeviceConnection(device(false), onlineManager, async () => true);
    expect(onlineManager.isOnline()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('follows the device as the signal goes and returns', () => {
    const phone = device(true);
    followDeviceConnection(phone, onlineManager, unreachable);
    expect(onlineManager.isOnline()).toBe(true);
    phone.navigator.onLine = false;
    phone.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    phone.navigator.onLine = true;
    phone.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });
});
