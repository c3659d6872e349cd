import { t } from '../lib/i18n/i18n';

/** The browser tab's title: '{Screen} · Facility Management System'. One per page. */
export function PageTitle({ title }: { title: string }) {
  return <title>{t('common.documentTitle', { title, product: t('common.productName') })}</title>;
}
