import { describe, expect, it } from 'vitest';
import { fitsBudget, KEPT_FILES_BUDGET_BYTES, multipartBody } from './kept-files';

describe('the budget of files kept on the device', () => {
  it('takes a file up to the budget exactly, not a byte over', () => {
    expect(fitsBudget([60, 30], 10, 100)).toBe(true);
    expect(fitsBudget([60, 30], 11, 100)).toBe(false);
    expect(fitsBudget([], KEPT_FILES_BUDGET_BYTES)).toBe(true);
    expect(fitsBudget([1], KEPT_FILES_BUDGET_BYTES)).toBe(false);
  });
});

describe('the multipart body of a change that carries a file', () => {
  it('puts the fields before the file, under its kept name and type', async () => {
    const blob = new Blob(['jpeg bytes']);
    const form = multipartBody(
      {
        name: 'pump.jpg',
        type: 'image/jpeg',
        size: 10,
        field: 'file',
        fields: [['tag', 'before']],
      },
      blob,
    );
    const parts = [...form.entries()];
    expect(parts.map(([name]) => name)).toEqual(['tag', 'file']);
    expect(parts[0]?.[1]).toBe('before');
    const file = parts[1]?.[1] as File;
    expect(file.name).toBe('pump.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(await file.text()).toBe('jpeg bytes');
  });

  it('sends a document with the file alone', () => {
    const form = multipartBody(
      { name: 'manual.pdf', type: 'application/pdf', size: 1, field: 'file', fields: [] },
      new Blob(['x']),
    );
    expect([...form.keys()]).toEqual(['file']);
  });
});
