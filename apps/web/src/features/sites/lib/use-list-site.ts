import { useSearchParams } from 'react-router';
import { useSiteSelection } from '../api/use-site-selection';
import { displaySiteName } from './site-display';
import { listSiteOf } from './site-selection';

/**
 * The site a list shows (materials, requests): the header's choice (administrators and managers
 * pick one, or all of theirs), or the one a link names (?siteId=); and what the heading calls
 * it: the site's name, or the all-sites choice ('All Sites', 'All Assigned Sites'). Nothing for a
 * role without a selector, whose lists the server scopes to their sites.
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
