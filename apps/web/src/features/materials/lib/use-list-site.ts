import { useSearchParams } from 'react-router';
import { displaySiteName, useSiteSelection } from '../../sites/public';
import { listSiteOf } from './material-filters';

/**
 * The site the materials lists show (listSiteOf), and what the heading calls it: the site's
 * name, or the all-sites choice ('All Sites', 'All Assigned Sites'); nothing for a role without
 * a selector, whose lists are scoped by the server alone.
 */
export function useListSite() {
  const selection = useSiteSelection();
  const [params] = useSearchParams();
  const siteId = listSiteOf(selection, params.get('siteId'));
  const site = selection.sites.find((option) => option.id === siteId);
  const label = !selection.showSelector
    ? null
    : site
      ? displaySiteName(site.name)
      : siteId
        ? null
        : selection.allLabel;
  return { siteId, label };
}
