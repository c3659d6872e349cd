import type { DashboardStats } from '@cmms/shared/dashboard';
import { ownAreaOf } from '@cmms/shared/route-access';
import type { DashboardKind } from './dashboard-kind';

export type CardTone = 'brand' | 'green' | 'amber' | 'red' | 'slate' | 'violet';

export type IconName =
  | 'tasks'
  | 'done'
  | 'pending'
  | 'overdue'
  | 'assets'
  | 'active'
  | 'maintenance'
  | 'out'
  | 'users'
  | 'sites'
  | 'team'
  | 'checklist'
  | 'materials'
  | 'attendance'
  | 'pm'
  | 'reports'
  | 'profile'
  | 'staff'
  | 'add';

export type DashboardCard = {
  id: string;
  label: string;
  value: number;
  /** Where the card leads; none: a figure only. */
  href?: string;
  tone: CardTone;
  icon: IconName;
  /** A short note under the figure, e.g. what it counts. */
  note?: string;
};

export type DashboardLink = { label: string; href: string; icon: IconName };

/**
 * Where a role's own screens are: its area (/admin, /manager, ...), or the root routes ('') for a
 * custom role, which has no area of its own (doc 000 §2.8).
 */
const baseOf = (role: string) => {
  const area = ownAreaOf(role);
  return area ? `/${area}` : '';
};

const withFilter = (path: string, filter?: string) =>
  filter ? `${path}?filter=${encodeURIComponent(filter)}` : path;

/** Tasks cards of doc 001 §2.1: the total and the completed, pending and overdue filters. */
function taskCards(base: string, { tasks }: DashboardStats, own = false): DashboardCard[] {
  const path = `${base}/tasks`;
  return [
    {
      id: 'tasks',
      label: own ? 'My Tasks' : 'Total Tasks',
      value: tasks.total,
      href: path,
      tone: 'brand',
      icon: 'tasks',
    },
    {
      id: 'completed',
      label: 'Completed',
      value: tasks.completed,
      href: withFilter(path, 'completed'),
      tone: 'green',
      icon: 'done',
    },
    {
      id: 'pending',
      label: 'Pending',
      value: tasks.pending,
      href: withFilter(path, 'pending'),
      tone: 'amber',
      icon: 'pending',
      note: 'Pending and in progress',
    },
    {
      id: 'overdue',
      label: 'Overdue',
      value: tasks.overdue,
      href: withFilter(path, 'overdue'),
      tone: 'red',
      icon: 'overdue',
    },
  ];
}

/** Assets cards: the total and the active, maintenance and out-of-service filters. */
function assetCards(base: string, { assets }: DashboardStats, own = false): DashboardCard[] {
  const path = `${base}/assets`;
  return [
    {
      id: 'assets',
      label: own ? 'My Assets' : 'Total Assets',
      value: assets.total,
      href: path,
      tone: 'violet',
      icon: 'assets',
    },
    {
      id: 'active',
      label: 'Active',
      value: assets.active,
      href: withFilter(path, 'active'),
      tone: 'green',
      icon: 'active',
    },
    {
      id: 'maintenance',
      label: 'Maintenance',
      value: assets.maintenance,
      href: withFilter(path, 'maintenance'),
      tone: 'amber',
      icon: 'maintenance',
    },
    {
      id: 'out-of-service',
      label: 'Out of Service',
      value: assets.outOfService,
      href: withFilter(path, 'out-of-service'),
      tone: 'red',
      icon: 'out',
    },
  ];
}

/**
 * The figure cards of each dashboard and where each leads (doc 001 §2.1, §3). Admin: tasks,
 * assets, users and sites, plus overdue and out-of-service cards only when there are any.
 */
export function dashboardCards(
  kind: DashboardKind,
  role: string,
  stats: DashboardStats,
): DashboardCard[] {
  const base = baseOf(role);
  switch (kind) {
    case 'admin': {
      const cards: DashboardCard[] = [
        {
          id: 'tasks',
          label: 'Total Tasks',
          value: stats.tasks.total,
          href: '/admin/tasks',
          tone: 'brand',
          icon: 'tasks',
        },
        {
          id: 'assets',
          label: 'Total Assets',
          value: stats.assets.total,
          href: '/admin/assets',
          tone: 'violet',
          icon: 'assets',
        },
        {
          id: 'users',
          label: 'Users',
          value: stats.users.total,
          href: '/admin/users',
          tone: 'slate',
          icon: 'users',
        },
        {
          id: 'sites',
          label: 'Sites',
          value: stats.sites.total,
          href: '/admin/sites',
          tone: 'green',
          icon: 'sites',
          note: `${stats.sites.active} active`,
        },
      ];
      if (stats.tasks.overdue > 0) {
        cards.push({
          id: 'overdue',
          label: 'Overdue Tasks',
          value: stats.tasks.overdue,
          href: '/admin/tasks?filter=overdue',
          tone: 'red',
          icon: 'overdue',
        });
      }
      if (stats.assets.outOfService > 0) {
        cards.push({
          id: 'out-of-service',
          label: 'Out of Service',
          value: stats.assets.outOfService,
          href: '/admin/assets?filter=out-of-service',
          tone: 'amber',
          icon: 'out',
        });
      }
      return cards;
    }
    case 'manager':
      return [
        ...taskCards(base, stats),
        ...assetCards(base, stats),
        {
          id: 'technicians',
          label: 'Technicians',
          value: stats.users.technicians,
          tone: 'slate',
          icon: 'team',
          note: 'Sharing your sites',
        },
      ];
    case 'technician':
      return [...taskCards(base, stats, true), ...assetCards(base, stats, true).slice(0, 1)];
    case 'supervisor':
      return [
        ...taskCards(base, stats),
        {
          id: 'team',
          label: 'Team',
          value: stats.team.total,
          href: `${base}/staff`,
          tone: 'slate',
          icon: 'team',
          note: `${stats.team.active} active`,
        },
        // The original showed a fixed 12 here (docs/dashboards.md): the server counts
        // the active checklists of the supervisor's sites, those the checklist grid offers.
        {
          id: 'checklists',
          label: 'Checklists',
          value: stats.checklists.active,
          href: `${base}/checklist`,
          tone: 'violet',
          icon: 'checklist',
          note: 'Active on your sites',
        },
      ];
    case 'housekeeping':
      // Doc 001 §2.1, §3: the material requests the server counts for the housekeeper. The
      // attendance figures present and absent are "always zero, not computed" (§3): a card that
      // counts nothing is no content, so there is none.
      return [
        {
          id: 'materials',
          label: 'Material Requests',
          value: stats.materials.requested,
          href: `${base}/materials`,
          tone: 'brand',
          icon: 'materials',
        },
        {
          id: 'approved',
          label: 'Approved',
          value: stats.materials.approved,
          href: `${base}/materials`,
          tone: 'green',
          icon: 'done',
          note: 'Issued ones too',
        },
        {
          id: 'materials-pending',
          label: 'Pending Approval',
          value: stats.materials.pending,
          href: `${base}/materials`,
          tone: 'amber',
          icon: 'pending',
        },
      ];
    case 'client':
      return [...taskCards(base, stats), ...assetCards(base, stats).slice(0, 1)];
    default:
      return [...taskCards(base, stats), ...assetCards(base, stats)];
  }
}

/** Quick actions and the header buttons of each dashboard (doc 001 §2.1). */
export function quickActions(kind: DashboardKind, role: string): DashboardLink[] {
  const base = baseOf(role);
  switch (kind) {
    case 'admin':
      return [
        { label: 'Work Orders', href: '/admin/tasks', icon: 'tasks' },
        { label: 'Assets', href: '/admin/assets', icon: 'assets' },
        { label: 'Preventive Maintenance', href: '/admin/pm', icon: 'pm' },
        { label: 'Users', href: '/admin/users', icon: 'users' },
      ];
    case 'manager':
      return [
        { label: 'Work Orders', href: '/manager/tasks', icon: 'tasks' },
        { label: 'Assets', href: '/manager/assets', icon: 'assets' },
        { label: 'Preventive Maintenance', href: '/manager/pm', icon: 'pm' },
        { label: 'Staff', href: '/manager/staff', icon: 'staff' },
      ];
    case 'technician':
      return [
        { label: 'Preventive Maintenance', href: `${base}/pm`, icon: 'pm' },
        { label: 'Checklists', href: `${base}/checklist`, icon: 'checklist' },
        { label: 'Attendance', href: `${base}/attendance`, icon: 'attendance' },
        { label: 'Materials', href: `${base}/materials`, icon: 'materials' },
      ];
    case 'supervisor':
      return [
        { label: 'Assets', href: `${base}/assets`, icon: 'assets' },
        { label: 'Staff', href: `${base}/staff`, icon: 'staff' },
        { label: 'Preventive Maintenance', href: `${base}/pm`, icon: 'pm' },
        { label: 'Checklists', href: `${base}/checklist`, icon: 'checklist' },
      ];
    case 'client':
      return [
        { label: 'Assets', href: `${base}/assets`, icon: 'assets' },
        { label: 'Staff', href: `${base}/staff`, icon: 'staff' },
        { label: 'Checklists', href: `${base}/checklist`, icon: 'checklist' },
      ];
    case 'housekeeping':
      // The housekeeping links of doc 001 §2.1: the desktop sidebar has no group items for this
      // role (doc 000 §6), so the dashboard is where Materials and Attendance are reached.
      return [
        { label: 'Checklists', href: `${base}/checklist`, icon: 'checklist' },
        { label: 'Materials', href: `${base}/materials`, icon: 'materials' },
        { label: 'Attendance', href: `${base}/attendance`, icon: 'attendance' },
        { label: 'Profile', href: `${base}/profile`, icon: 'profile' },
      ];
    default:
      return [];
  }
}

/** The page's main buttons: New Task for admin and manager, View All of the activity for admin. */
export function headerActions(kind: DashboardKind): { newTask?: string; viewAll?: string } {
  if (kind === 'admin') return { newTask: '/admin/tasks', viewAll: '/admin/activity-log' };
  // /manager/tasks/new of the spec is no route (doc 000 §2.8): the list holds Add Work Order.
  if (kind === 'manager') return { newTask: '/manager/tasks' };
  return {};
}

/**
 * The mobile dashboard's large shortcuts by role (doc 001 §2.1 table), then the quick actions
 * the table lists in parentheses.
 */
export function mobileShortcuts(role: string): {
  shortcuts: DashboardLink[];
  quick: DashboardLink[];
} {
  const base = baseOf(role);
  const l = (label: string, path: string, icon: IconName): DashboardLink => ({
    label,
    href: `${base}/${path}`,
    icon,
  });
  switch (ownAreaOf(role)) {
    case 'technician':
      return {
        shortcuts: [
          l('Tasks', 'tasks', 'tasks'),
          l('Assets', 'assets', 'assets'),
          l('PM', 'pm', 'pm'),
          l('Checklist', 'checklist', 'checklist'),
        ],
        quick: [
          l('Attendance', 'attendance', 'attendance'),
          l('Materials', 'materials', 'materials'),
        ],
      };
    case 'supervisor':
      return {
        shortcuts: [
          l('Tasks', 'tasks', 'tasks'),
          l('Assets', 'assets', 'assets'),
          l('Staff', 'staff', 'staff'),
          l('Checklist', 'checklist', 'checklist'),
        ],
        quick: [l('PM', 'pm', 'pm')],
      };
    case 'manager':
      return {
        shortcuts: [
          l('Tasks', 'tasks', 'tasks'),
          l('Assets', 'assets', 'assets'),
          l('Reports', 'dashboard', 'reports'),
          l('Checklist', 'checklist', 'checklist'),
        ],
        quick: [],
      };
    case 'admin':
      return {
        shortcuts: [
          l('Tasks', 'tasks', 'tasks'),
          l('Assets', 'assets', 'assets'),
          l('Users', 'users', 'users'),
          l('Sites', 'sites', 'sites'),
        ],
        quick: [],
      };
    case 'client':
      return {
        shortcuts: [
          l('Tasks', 'tasks', 'tasks'),
          l('Assets', 'assets', 'assets'),
          l('Staff', 'staff', 'staff'),
          l('Dashboard', 'dashboard', 'reports'),
        ],
        quick: [l('Checklist', 'checklist', 'checklist')],
      };
    case 'housekeeping':
      return {
        shortcuts: [
          l('Materials', 'materials', 'materials'),
          l('Checklist', 'checklist', 'checklist'),
          l('Attendance', 'attendance', 'attendance'),
        ],
        quick: [l('Profile', 'profile', 'profile')],
      };
    default:
      // A custom role has no area (its base is ''): the root screens every role may open.
      return {
        shortcuts: [
          l('Tasks', 'tasks', 'tasks'),
          l('Assets', 'assets', 'assets'),
          l('Checklist', 'checklist', 'checklist'),
        ],
        quick: [l('Profile', 'profile', 'profile')],
      };
  }
}

/** Which charts a dashboard draws; per-site bars only for admin and manager (charts.bySite). */
export function chartsFor(kind: DashboardKind) {
  const work = kind !== 'housekeeping' && kind !== 'mobile';
  return {
    tasksByStatus: work,
    tasksByWeek: work,
    assetsByStatus:
      kind === 'admin' || kind === 'manager' || kind === 'generic' || kind === 'client',
    bySite: kind === 'admin' || kind === 'manager',
  };
}
