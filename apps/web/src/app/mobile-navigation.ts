import type { ShellRole } from '@cmms/shared/roles';
import { CalendarCheck, Contact, House, ListChecks, Users } from 'lucide-react';
import { t } from '../lib/i18n/i18n';
import { shellRole } from '../lib/route-guard';
import {
  type Entry,
  type EntryId,
  entries,
  itemFor,
  type NavItem,
  type NavSection,
  type NavUser,
  offersScreen,
  screenPath,
  sectionsOf,
  sidebarIds,
} from './navigation';

/** The role's extra bottom-bar item (docs/decisions.md, Shell). */
const EXTRA: Record<ShellRole, Entry> = {
  superadmin: ['shell.navUsers', 'users', Users],
  admin: ['shell.navUsers', 'users', Users],
  manager: ['shell.navStaff', 'staff', Contact],
  supervisor: ['shell.navStaff', 'staff', Contact],
  technician: ['shell.navAttendance', 'attendance', CalendarCheck],
  housekeeping: ['shell.navChecklist', 'checklist', ListChecks],
  client: ['shell.navSiteStaff', 'staff', Contact],
};

/** requirements/product.md#screens: Home, Tasks, Assets, Profile and the role's extra item (More is the sheet). */
export function bottomBarItems(user: NavUser): NavItem[] {
  const effective = shellRole(user?.role);
  const [label, screen, icon] = EXTRA[effective];
  const home = { ...itemFor(effective, 'dashboard'), label: t('shell.navHome'), icon: House };
  const extra = { label: t(label), screen, icon, to: screenPath(effective, screen) };
  const item = (id: EntryId) => itemFor(effective, id);
  return [home, item('tasks'), item('assets'), item('profile'), extra].filter((entry) =>
    offersScreen(user, entry.screen),
  );
}

/** The More sheet: the rest of the role's menu, then Settings and the help pages. */
export function moreSheetSections(user: NavUser): NavSection[] {
  const effective = shellRole(user?.role);
  const onBar = new Set(bottomBarItems(user).map((item) => item.screen));
  const ids = sidebarIds(effective, user).filter((id) => !onBar.has(entries[id][1]));
  if (!ids.includes('settings')) ids.push('settings');
  const app: EntryId[] = ['notifications', 'help', 'about', 'networkDiagnostics'];
  return [
    ...sectionsOf(effective, ids),
    { label: t('shell.sectionHelp'), items: app.map((id) => itemFor(effective, id)) },
  ];
}
