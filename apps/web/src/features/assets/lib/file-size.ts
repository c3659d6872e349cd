import { formats } from '../../../lib/i18n/i18n';

const KB = 1024;
const MB = 1024 * KB;

/** A file's size in the reader's forms: '840 kB', '2.4 MB'. */
export function fileSizeText(bytes: number): string {
  const number = formats().number;
  if (bytes >= MB) {
    return number(bytes / MB, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  }
  return number(Math.max(1, Math.round(bytes / KB)), { style: 'unit', unit: 'kilobyte' });
}
