import { useSearchParams } from 'react-router';
import { displaySiteName, listSiteOf, useSiteSelection } from '../../sites/public';

/**
 * The site the requests list shows: the header's choice (administrators and managers pick one,
 * or all of theirs), or the one a link names (?siteId=); and what the heading calls it. Nothing
 * for a role without a selector, whose list the server scopes to their sites.
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
