import { inEnglish } from '@cmms/shared/i18n/source-translators';
import { afterAll, describe, expect, it } from 'vitest';
import type { HttpMethod } from '../../test/factories';
import { scenario } from '../../test/scenario';
import { findUnstorableText, NUL_CHARACTER_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from './validator';

const s = await scenario({
  sites: { north: 'North Plant' },
  cast: [
    ['admin', 'admin', []],
    ['technician', 'technician', ['north']],
  ],
});
afterAll(() => s.close());

describe('findUnstorableText', () => {
  const pathOf = (value: unknown) => findUnstorableText(value)?.path ?? null;

  it('finds the first string holding U+0000, however deep, as a dotted path', () => {
    expect(pathOf({ a: 'fine', items: [{ name: 'ok' }, { name: 'b\u0000d' }] })).toBe(
      'items.1.name',
    );
    expect(pathOf('\u0000')).toBe('');
    expect(pathOf({ a: 'fine', n: 3, none: null, list: ['x'] })).toBeNull();
    expect(pathOf({ a: ['\u0000'], b: '\u0000' })).toBe('a.0');
    expect(findUnstorableText({ a: 'x\u0000' })?.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  // Found by the API fuzz: jsonb refuses "\ud800", and text would keep U+FFFD in its place.
  it('finds an unpaired surrogate, high or low, and lets a pair (an emoji) through', () => {
    for (const text of [
      '\ud800',
      'a\udbffb',
      '\udc00',
      'x\udfff',
      '\ud83d\ud83d\ude00',
      '\ude00\ud83d',
    ]) {
      expect(findUnstorableText({ note: text }), JSON.stringify(text)).toEqual({
        path: 'note',
        message: UNPAIRED_SURROGATE_MESSAGE,
      });
    }
    expect(findUnstorableText({ note: '👩🏽‍🔧 ok \ud83d\ude00', other: 'é' })).toBeNull();
  });

  it("checks an object's keys too, and names the object", () => {
    expect(findUnstorableText({ metadata: { 'a\u0000': 1 } })).toEqual({
      path: 'metadata',
      message: NUL_CHARACTER_MESSAGE,
    });
    expect(findUnstorableText({ metadata: { list: [{ '\ud800': 1 }] } })?.path).toBe(
      'metadata.list.0',
    );
  });

  it('walks a value nested deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level++) deep = { a: deep };
    expect(pathOf(deep)?.split('.').length).toBe(100_000);
  });
});

// PostgreSQL text cannot hold U+0000: without the check these were 500s on both drivers.
describe('a NUL character in any accepted text', () => {
  const { ids } = s;
  const site = s.sites.north;
  const call = (method: HttpMethod, url: string, payload?: object) =>
    s.call('admin', method, url, payload);

  const refusedUnder = (field: string) => ({
    code: 'VALIDATION_ERROR',
    message: inEnglish(NUL_CHARACTER_MESSAGE),
    error: inEnglish(NUL_CHARACTER_MESSAGE),
    errors: { [field]: inEnglish(NUL_CHARACTER_MESSAGE) },
  });

  it('answers 400 under the field, in a query', async () => {
    for (const url of [
      '/api/tasks?search=%00',
      '/api/assets?search=pump%00',
      '/api/sites?search=%00',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(refusedUnder('search'));
    }
  });

  it('answers 400 under the field, in a body, and writes nothing', async () => {
    const south = await call('POST', '/api/sites', { name: 'South\u0000Depot' });
    expect(south.statusCode).toBe(400);
    expect(south.json()).toEqual(refusedUnder('name'));
    const pump = await call('POST', '/api/assets', { name: 'Pump', siteId: site.id });
    expect(pump.statusCode).toBe(201);
    const task = await call('POST', '/api/tasks', {
      title: 'Fix the pump',
      description: 'It leaks\u0000',
      dueDate: '2030-01-01',
      assignedToId: ids.technician,
      assetId: pump.json().id,
      siteId: site.id,
    });
    expect(task.statusCode).toBe(400);
    expect(task.json()).toEqual(refusedUnder('description'));
    expect((await call('GET', '/api/sites')).headers['x-total-count']).toBe('1');
    expect((await call('GET', '/api/tasks')).headers['x-total-count']).toBe('0');
  });

  it('does not mind a field the schema drops', async () => {
    const res = await call('POST', '/api/sites', { name: 'East Yard', note: '\u0000' });
    expect(res.statusCode).toBe(201);
  });
});
