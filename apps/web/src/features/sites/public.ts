// What other features and the shell may use of sites; everything else in this folder is its own.
export { useSiteOptions } from './api/sites';
export { useSiteSelection } from './api/use-site-selection';
export { SiteSelector } from './components/site-selector';
export { displaySiteName } from './lib/site-display';
export { listSiteOf } from './lib/site-selection';
export { useListSite } from './lib/use-list-site';
