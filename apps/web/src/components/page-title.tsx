import { PRODUCT_NAME } from '@cmms/shared/product';

/** The browser tab's title: '{Screen} · Facility Management System'. One per page. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}
