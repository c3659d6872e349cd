import { describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from './server-clock';

describe('the server clock', () => {
  const device = Date.parse('2026-11-24T08:55:00Z');

  it('follows the server when the device runs minutes off', () => {
    noteServerDate('Tue, 24 Nov 2026 08:50:00 GMT', device);
    expect(serverNow(device).toISOString()).toBe('2026-11-24T08:50:00.000Z');
  });

  it('trusts the device within half a minute, and ignores an unreadable header', () => {
    noteServerDate('Tue, 24 Nov 2026 08:55:10 GMT', device);
    expect(serverNow(device).toISOString()).toBe('2026-11-24T08:55:00.000Z');
    noteServerDate('yesterday', device);
    noteServerDate(null, device);
    expect(serverNow(device).toISOString()).toBe('2026-11-24T08:55:00.000Z');
  });
});
