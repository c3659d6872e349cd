import { t } from '../../../lib/i18n/i18n';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PortalLayout } from '../components/portal-layout';
import { PortalNotFound } from '../components/portal-states';
import { portalAddressOf } from '../lib/portal-address';
import { RequestPage } from './request-page';
import { StatusPage } from './status-page';

/**
 * The request portal, for someone without an account (issue 35): a site's or an asset's request
 * form, or a request's status. A change of language renders it again in place, keeping what
 * was typed.
 */
export function PortalPage({ location }: { location: { pathname: string; search: string } }) {
  useLanguage();
  const address = portalAddressOf(location);
  return (
    <PortalLayout>
      {address === null ? (
        <PortalNotFound body={t('portal.formNotFoundBody')} />
      ) : address.kind === 'status' ? (
        <StatusPage token={address.token} />
      ) : (
        <RequestPage address={address} />
      )}
    </PortalLayout>
  );
}
