import { describe } from 'vitest';
import { setupBrowser } from './support/browser';
import { everyCardListsWhatItCounts, ROLES } from './support/dashboard-cards';

const browser = setupBrowser();

/**
 * Every card of every role's dashboard, clicked: the list it opens, with the filter its link
 * carries (overdue, pending, a request status...) and the site the header shows, must list as
 * many as the card counts (issue 30, item 4). The roles with a site selector
 * are in dashboard-cards.e2e.ts.
 */
describe('every dashboard card lists what it counts: the roles without a site selector', () => {
  everyCardListsWhatItCounts(
    browser,
    ROLES.filter(({ role }) => !['superadmin', 'admin', 'manager'].includes(role)),
  );
});
