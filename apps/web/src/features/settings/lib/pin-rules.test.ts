import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { changePinProblem, setPinProblem } from './pin-rules';

describe('setPinProblem', () => {
  it('accepts four matching digits', () => {
    expect(setPinProblem('2580', '2580')).toBeUndefined();
  });

  it('needs exactly four digits first, then a matching confirmation', () => {
    expect(setPinProblem('258', '258')).toEqual({ field: 'pin', message: t('auth.pinInvalid') });
    expect(setPinProblem('25a0', '25a0')?.message).toBe('PIN must be exactly 4 digits');
    expect(setPinProblem('2580', '2581')).toEqual({
      field: 'confirm',
      message: 'PINs do not match',
    });
    expect(setPinProblem('2580', '')?.message).toBe('PINs do not match');
  });
});

describe('changePinProblem', () => {
  it('accepts a valid current PIN and a matching new one', () => {
    expect(changePinProblem('1234', '2580', '2580')).toBeUndefined();
  });

  it('checks the current PIN, then the new one, then the confirmation', () => {
    expect(changePinProblem('12', '2580', '2580')).toEqual({
      field: 'current',
      message: 'PIN must be exactly 4 digits',
    });
    expect(changePinProblem('1234', '25', '25')).toEqual({
      field: 'next',
      message: 'New PIN must be exactly 4 digits',
    });
    expect(changePinProblem('1234', '2580', '0852')).toEqual({
      field: 'confirm',
      message: 'New PINs do not match',
    });
  });
});
