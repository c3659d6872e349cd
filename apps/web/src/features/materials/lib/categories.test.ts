import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { addCategory, sortedCategories } from './categories';

describe('addCategory (requirements/materials.md#validation)', () => {
  const list = ['Electrical', 'Plumbing', 'Tools'];

  it('adds a new category, trimmed, and keeps the list sorted', () => {
    expect(addCategory(list, '  Cleaning ')).toEqual({
      ok: true,
      added: 'Cleaning',
      categories: ['Cleaning', 'Electrical', 'Plumbing', 'Tools'],
    });
    const last = addCategory(list, 'zinc parts');
    expect(last.ok && last.categories).toEqual(['Electrical', 'Plumbing', 'Tools', 'zinc parts']);
  });

  it('refuses an empty name', () => {
    expect(addCategory(list, '   ')).toEqual({ ok: false, error: t('materials.categoryEmpty') });
  });

  it('refuses one already present, whatever its case', () => {
    expect(addCategory(list, 'tools')).toEqual({
      ok: false,
      error: t('materials.categoryExists'),
    });
  });
});

describe('sortedCategories', () => {
  it('lists each category once, sorted, without blanks', () => {
    expect(sortedCategories(['b', 'A', 'b', ' ', 'c '])).toEqual(['A', 'b', 'c']);
  });
});
