import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { emptyPin, pinEntryError } from './pin-entry';

describe('pinEntryError', () => {
  it('accepts exactly four digits', () => {
    expect(pinEntryError('2580')).toBeUndefined();
  });

  it('asks for the PIN when nothing was typed', () => {
    expect(pinEntryError('')).toBe(t('auth.pinPrompt'));
  });

  it('refuses a short or non-numeric PIN', () => {
    for (const pin of ['1', '123', '12345', '12a4'])
      expect(pinEntryError(pin)).toBe(t('auth.pinInvalid'));
  });

  it('starts with four empty boxes', () => {
    expect(emptyPin()).toEqual(['', '', '', '']);
  });
});
