import { useMe } from '../../../lib/session';
import { useSiteOptions, useSiteSelection } from '../../sites/public';
import { emergencyContactsOf } from '../lib/emergency-contacts';

/** The emergency numbers of the user's site(s), as their administrators set them (docs/sites.md). */
export function useEmergencyContacts() {
  const userId = useMe();
  const sites = useSiteOptions(userId, userId !== '');
  const { selectedSiteId } = useSiteSelection();
  return {
    sites: sites.data ? emergencyContactsOf(sites.data, selectedSiteId) : [],
    isPending: sites.isPending,
    isError: sites.isError && !sites.data,
    isRetrying: sites.isFetching,
    retry: () => void sites.refetch(),
  };
}
