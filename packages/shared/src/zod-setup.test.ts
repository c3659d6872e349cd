import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabelOf, issueText } from './i18n/issues';
import { englishTranslator } from './i18n/source-translators';
import './zod-setup';

/** What an English reader is shown: each issue's key read with its values. */
const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issueText(englishTranslator, issue));

describe('fieldLabelOf', () => {
  it('turns the last named part of a path into the start of a sentence', () => {
    expect(fieldLabelOf(['search'])).toBe('Search');
    expect(fieldLabelOf(['siteIds', 3])).toBe('Site ids');
    expect(fieldLabelOf(['site', 'clientPOC'])).toBe('Client POC');
    expect(fieldLabelOf([])).toBe('Value');
  });
});

describe('the human defaults', () => {
  const form = z.object({
    search: z.string().max(3),
    note: z.string().min(4),
    location: z.string().min(1),
    siteIds: z.array(z.string()).max(1),
    filter: z.enum(['completed', 'pending']),
    count: z.number().max(9),
  });

  it('name the field and say the size or the choices in words', () => {
    expect(
      messageOf(form, {
        search: 'valves',
        note: 'ab',
        location: '',
        siteIds: ['a', 'b'],
        filter: 'late',
        count: 10,
      }),
    ).toEqual([
      'Search must be at most 3 characters',
      'Note must be at least 4 characters',
      'Location is required',
      'Site ids must have at most 1 item',
      'Filter must be one of completed, pending',
      'Count must be at most 9',
    ]);
    expect(messageOf(form.pick({ search: true }), {})).toEqual(['This field is required']);
  });

  it('leave a schema’s own message in place', () => {
    expect(
      messageOf(z.object({ name: z.string().max(2, 'Too long a name') }), { name: 'abc' }),
    ).toEqual(['Too long a name']);
  });
});
