import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('a file’s size as the screens show it', () => {
  it('in kilobytes under a megabyte, never 0', () => {
    expect(fileSizeText(840 * 1024)).toBe('840 kB');
    expect(fileSizeText(12)).toBe('1 kB');
  });

  it('in megabytes to one decimal from a megabyte', () => {
    expect(fileSizeText(2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(fileSizeText(1024 * 1024)).toBe('1 MB');
  });
});
