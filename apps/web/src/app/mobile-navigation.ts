import type { ShellRole } from '@cmms/shared/roles';
import { CalendarCheck, Contact, House, ListChecks, Users } from 'lucide-react';
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
  superadmin: ['Users', 'users', Users],
  admin: ['Users', 'users', Users],
  manager: ['Staff', 'staff', Contact],
  supervisor: ['Staff', 'staff', Contact],
  technician: ['Attendance', 'attendance', CalendarCheck],
  housekeeping: ['Checklist', 'checklist', ListChecks],
  client: ['Site Staff', 'staff', Contact],
};

/** requirements/product.md#screens: Home, Tasks, Assets, Profile and the role's extra item (More is the sheet). */
export function bottomBarItems(user: NavUser): NavItem[] {
  const effective = shellRole(user?.role);
  const [label, screen, icon] = EXTRA[effective];
  const home = { ...itemFor(effective, 'dashboard'), label: 'Home', icon: House };
  const extra = { label, screen, icon, to: screenPath(effective, screen) };
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
    { label: 'Help & info', items: app.map((id) => itemFor(effective, id)) },
  ];
}
