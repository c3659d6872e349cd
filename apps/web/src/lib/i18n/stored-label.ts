import type { PlainKey } from '@cmms/shared/i18n/message';
import { t } from './i18n';

/**
 * Reads stored values (a status, a unit, a priority: data the API and the database spell in
 * English) by their labels in the reader's language; a value the labels do not know is shown
 * as it is stored, so a value newer than this screen still reads as something.
 */
export const labelIn =
  (labels: Readonly<Record<string, PlainKey>>) =>
  (value: string): string =>
    Object.hasOwn(labels, value) ? t(labels[value] as PlainKey) : value;
