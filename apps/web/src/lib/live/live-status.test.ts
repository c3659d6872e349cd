import { describe, expect, it } from 'vitest';
import { pollUnlessLive, setLiveStatus } from './live-status';

describe('pollUnlessLive', () => {
  it('polls only while the stream is not live', () => {
    const interval = pollUnlessLive(30_000);
    setLiveStatus('connecting');
    expect(interval()).toBe(30_000);
    setLiveStatus('live');
    expect(interval()).toBe(false);
    setLiveStatus('off');
    expect(interval()).toBe(30_000);
  });
});
