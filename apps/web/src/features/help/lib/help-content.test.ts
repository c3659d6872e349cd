import { describe, expect, it } from 'vitest';
import { t, translator } from '../../../lib/i18n/i18n';
import { FAQ, SUPPORT_CONTACTS } from './help-content';

describe('the help texts', () => {
  it('count the sites without emergency numbers', () => {
    expect(t('help.emergencyNoneForSites', { count: 4 })).toBe(
      '4 sites have no emergency numbers set yet.',
    );
    expect(t('help.emergencyNoneForSites', { count: 1 })).toBe(
      '1 site has no emergency numbers set yet.',
    );
  });

  it('name only keys of the catalogue, the numbers staying data', () => {
    const keys = [
      ...SUPPORT_CONTACTS.flatMap((contact) => [contact.title, contact.description, contact.hours]),
      ...FAQ.flatMap((entry) => [entry.question, entry.answer]),
    ];
    expect(keys.filter((key) => !translator().has(key))).toEqual([]);
    expect(SUPPORT_CONTACTS.map((contact) => contact.phone)).toEqual([
      '+1-555-0100',
      '+1-555-0101',
      '+1-555-0102',
    ]);
  });
});
