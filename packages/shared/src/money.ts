import { z } from 'zod';
import type { MessageKey } from './i18n/message';

/**
 * Money is kept in cents of the organisation's currency (integers, so sums are exact) and
 * written as amounts with at most two decimals.
 */
export const centsOf = (amount: number) => Math.round(amount * 100);
export const amountOf = (cents: number) => cents / 100;

/** An amount of at most two decimals between 0 and `max`; null clears it. */
export const amountSchema = (error: MessageKey, max: number) =>
  z
    .number({ error })
    .min(0, error)
    .max(max, error)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, error)
    .nullable();

/** The currencies an organisation may keep its costs in: ISO 4217 codes. */
export const currencySchema = z
  .string()
  .max(3, 'organisation.currencyInvalid')
  .regex(/^[A-Z]{3}$/, 'organisation.currencyInvalid')
  .refine((code) => {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      return true;
    } catch {
      return false;
    }
  }, 'organisation.currencyInvalid');
