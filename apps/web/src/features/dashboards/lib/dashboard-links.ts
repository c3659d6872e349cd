import type { DashboardStats } from '@cmms/shared/dashboard';
import type { MessageKey } from '@cmms/shared/i18n/message';
import {
  type Area,
  canOpenAreaScreen,
  canOpenRootScreen,
  ownAreaOf,
  type ScreenKey,
} from '@cmms/shared/route-access';
import { screenShowsDataTo } from '@cmms/shared/screen-access';
import { t } from '../../../lib/i18n/i18n';
import { workCallerOf } from '../../../lib/work-caller';
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
  | 'requests'
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

/** The signed-in user as the links read them: the role picks the area, permissions the screens. */
export type DashboardCaller = { role: string; permissions?: unknown };

/**
 * Where a role's own screens are: its area (/admin, /manager, ...), or the root routes ('') for a
 * custom role, which has no area of its own (requirements/product.md#screens).
 */
const baseOf = (role: string) => {
  const area = ownAreaOf(role);
  return area ? `/${area}` : '';
};

/**
 * Whether the caller may open `screen` and would see its data there, by the rules the menus use:
 * route-access.ts says which role opens which address, screen-access.ts whether the screen's list
 * is readable (a technician may open /technician/pm, which only refuses them). No card, quick
 * action or shortcut offers a screen that would not.
 */
function opensScreen(caller: DashboardCaller, screen: string): boolean {
  const area = ownAreaOf(caller.role);
  const access = area
    ? canOpenAreaScreen(caller.role, area, screen)
    : canOpenRootScreen(caller.role, screen);
  return access.allowed && screenShowsDataTo(screen, workCallerOf(caller));
}

/**
 * A list's address with the query that makes it list what a card counted: its filter (overdue,
 * pending, a request status...) and, when the figures were counted for one site, that site. The
 * site becomes the header's choice on arrival (sites/components/site-selector.tsx), which the list
 * follows.
 */
function listHref(path: string, query: Record<string, string | null | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** What the cards of one dashboard are built from: the area, the figures, and their site. */
type CardContext = {
  base: string;
  stats: DashboardStats;
  /** The one site the figures were counted for (stats.scope.siteId); null for all of them. */
  siteId: string | null;
};

/**
 * Tasks cards (docs/dashboards.md): the total and the completed, pending and overdue filters, each
 * leading to the work orders list with the same filter and site, so it lists what it counts.
 */
function taskCards({ base, stats, siteId }: CardContext, own = false) {
  const path = `${base}/tasks`;
  const { tasks } = stats;
  return {
    total: {
      id: 'tasks',
      label: own ? t('dashboards.cardMyTasks') : t('dashboards.cardTotalTasks'),
      value: tasks.total,
      href: listHref(path, { siteId }),
      tone: 'brand',
      icon: 'tasks',
    },
    completed: {
      id: 'completed',
      label: t('dashboards.cardCompleted'),
      value: tasks.completed,
      href: listHref(path, { filter: 'completed', siteId }),
      tone: 'green',
      icon: 'done',
    },
    pending: {
      id: 'pending',
      label: t('dashboards.cardPending'),
      value: tasks.pending,
      href: listHref(path, { filter: 'pending', siteId }),
      tone: 'amber',
      icon: 'pending',
      note: t('dashboards.cardPendingNote'),
    },
    overdue: {
      id: 'overdue',
      label: t('dashboards.cardOverdue'),
      value: tasks.overdue,
      href: listHref(path, { filter: 'overdue', siteId }),
      tone: 'red',
      icon: 'overdue',
    },
  } satisfies Record<string, DashboardCard>;
}

/** Assets cards: the total and the active, maintenance and out-of-service filters. */
function assetCards({ base, stats, siteId }: CardContext) {
  const path = `${base}/assets`;
  const { assets } = stats;
  return {
    total: {
      id: 'assets',
      label: t('dashboards.cardTotalAssets'),
      value: assets.total,
      href: listHref(path, { siteId }),
      tone: 'violet',
      icon: 'assets',
    },
    active: {
      id: 'active',
      label: t('dashboards.cardActive'),
      value: assets.active,
      href: listHref(path, { filter: 'active', siteId }),
      tone: 'green',
      icon: 'active',
    },
    maintenance: {
      id: 'maintenance',
      label: t('dashboards.cardMaintenance'),
      value: assets.maintenance,
      href: listHref(path, { filter: 'maintenance', siteId }),
      tone: 'amber',
      icon: 'maintenance',
    },
    outOfService: {
      id: 'out-of-service',
      label: t('dashboards.cardOutOfService'),
      value: assets.outOfService,
      href: listHref(path, { filter: 'out-of-service', siteId }),
      tone: 'red',
      icon: 'out',
    },
  } satisfies Record<string, DashboardCard>;
}

/** Every task card, then every asset card: the dashboards without a selection of their own. */
const workCards = (context: CardContext): DashboardCard[] => [
  ...Object.values(taskCards(context)),
  ...Object.values(assetCards(context)),
];

/** The cards of each dashboard, built in the caller's area (CardContext.base). */
const CARDS: Record<DashboardKind, (context: CardContext) => DashboardCard[]> = {
  admin(context) {
    const { base, stats, siteId } = context;
    const tasks = taskCards(context);
    const assets = assetCards(context);
    // Users and Sites are the organisation's totals (docs/dashboards.md "admin-only totals of
    // sites and users"), as their screens list them whatever site the header shows.
    const cards: DashboardCard[] = [
      tasks.total,
      assets.total,
      {
        id: 'users',
        label: t('dashboards.cardUsers'),
        value: stats.users.total,
        href: `${base}/users`,
        tone: 'slate',
        icon: 'users',
        // With one site chosen, say whose count this is: the Users screen lists everyone.
        ...(siteId ? { note: t('dashboards.cardUsersNote') } : {}),
      },
      {
        id: 'sites',
        label: t('dashboards.cardSites'),
        value: stats.sites.total,
        href: `${base}/sites`,
        tone: 'green',
        icon: 'sites',
        note: t('dashboards.activeCount', { count: stats.sites.active }),
      },
    ];
    if (stats.tasks.overdue > 0)
      cards.push({ ...tasks.overdue, label: t('dashboards.cardOverdueTasks') });
    if (stats.assets.outOfService > 0) cards.push({ ...assets.outOfService, tone: 'amber' });
    return cards;
  },
  manager: (context) => [
    ...workCards(context),
    {
      id: 'technicians',
      label: t('dashboards.cardTechnicians'),
      value: context.stats.users.technicians,
      tone: 'slate',
      icon: 'team',
      note: t('dashboards.cardTechniciansNote'),
    },
  ],
  // Their own work orders; the assets are those of their sites, as their assets list shows
  // them (docs/dashboards.md, "Every card lists what it counts").
  technician: (context) => [
    ...Object.values(taskCards(context, true)),
    {
      ...assetCards(context).total,
      label: t('dashboards.cardAssets'),
      note: t('dashboards.cardAssetsNote'),
    },
  ],
  supervisor: (context) => [
    ...Object.values(taskCards(context)),
    {
      id: 'team',
      label: t('dashboards.cardTeam'),
      value: context.stats.team.total,
      href: `${context.base}/staff`,
      tone: 'slate',
      icon: 'team',
      note: t('dashboards.activeCount', { count: context.stats.team.active }),
    },
    // The original showed a fixed 12 here (docs/dashboards.md): the server counts the active
    // checklists of the supervisor's sites, those the checklist grid offers.
    {
      id: 'checklists',
      label: t('dashboards.cardChecklists'),
      value: context.stats.checklists.active,
      href: `${context.base}/checklist`,
      tone: 'violet',
      icon: 'checklist',
      note: t('dashboards.cardChecklistsNote'),
    },
  ],
  // requirements/dashboards.md#screens, #records: the housekeeper's own material requests, each
  // card leading to them with its status. The attendance figures present and absent are "always
  // zero, not computed" (requirements/dashboards.md#records): a card that counts nothing is no
  // content, so there is none.
  housekeeping: ({ base, stats }) => {
    const path = `${base}/materials`;
    return [
      {
        id: 'materials',
        label: t('dashboards.cardMaterialRequests'),
        value: stats.materials.requested,
        href: path,
        tone: 'brand',
        icon: 'materials',
      },
      {
        id: 'approved',
        label: t('dashboards.cardApproved'),
        value: stats.materials.approved,
        href: listHref(path, { status: 'Approved' }),
        tone: 'green',
        icon: 'done',
        note: t('dashboards.cardApprovedNote'),
      },
      {
        id: 'materials-pending',
        label: t('dashboards.cardPendingApproval'),
        value: stats.materials.pending,
        href: listHref(path, { status: 'Pending' }),
        tone: 'amber',
        icon: 'pending',
      },
    ];
  },
  client: (context) => [...Object.values(taskCards(context)), assetCards(context).total],
  generic: workCards,
  mobile: workCards,
};

/** The dashboards of the roles that decide the portal's requests (issue 35). */
const REQUEST_CARD_KINDS: readonly DashboardKind[] = ['admin', 'manager', 'supervisor'];

/** Whether a dashboard shows the New requests card, and so reads the count. */
export const showsRequestsCard = (kind: DashboardKind) => REQUEST_CARD_KINDS.includes(kind);

/**
 * New requests (issue 35): how many of the portal's requests wait for a decision, after the
 * spec's cards, leading to the Requests screen (of the figures' site, when one is chosen); none
 * on the other dashboards.
 */
export function newRequestsCard(
  kind: DashboardKind,
  caller: DashboardCaller,
  count: number,
  siteId: string | null = null,
): DashboardCard | null {
  if (!showsRequestsCard(kind)) return null;
  const card: DashboardCard = {
    id: 'new-requests',
    label: t('dashboards.cardNewRequests'),
    value: count,
    tone: count > 0 ? 'amber' : 'slate',
    icon: 'requests',
    note: t('dashboards.cardNewRequestsNote'),
  };
  return opensScreen(caller, 'requests')
    ? { ...card, href: listHref(`${baseOf(caller.role)}/requests`, { siteId }) }
    : card;
}

/** The screen an address of the app opens: '/manager/tasks?filter=x' and '/tasks' are 'tasks'. */
const screenOf = (href: string) => {
  const path = href.split('?')[0] ?? '';
  const area = ownAreaOf(path.split('/')[1]);
  return path
    .split('/')
    .slice(area && path.startsWith(`/${area}/`) ? 2 : 1)
    .join('/');
};

/**
 * The figure cards of each dashboard and where each leads (docs/dashboards.md). Admin: tasks,
 * assets, users and sites, plus overdue and out-of-service cards only when there are any. Each
 * link carries the filter and the site that make its list list what the card counts; a screen
 * the caller could not read leaves the card a figure only.
 */
export function dashboardCards(
  kind: DashboardKind,
  caller: DashboardCaller,
  stats: DashboardStats,
  siteId: string | null = null,
): DashboardCard[] {
  const cards = CARDS[kind]({ base: baseOf(caller.role), stats, siteId });
  return cards.map(({ href, ...card }) =>
    href && opensScreen(caller, screenOf(href)) ? { ...card, href } : card,
  );
}

/** A link's label as a constant holds it: its key, read in the current language by linksFor. */
type LinkKey = Extract<MessageKey, `dashboards.link${string}`>;

type Shortcut = [label: LinkKey, screen: ScreenKey, icon: IconName];

// Quick actions and shortcuts by the dashboard they are on (docs/dashboards.md), as screens of the
// role's area; each is offered only when the caller opens it (opensScreen).
const QUICK_ACTIONS: Partial<Record<DashboardKind, Shortcut[]>> = {
  admin: [
    ['dashboards.linkWorkOrders', 'tasks', 'tasks'],
    ['dashboards.linkAssets', 'assets', 'assets'],
    ['dashboards.linkPreventiveMaintenance', 'pm', 'pm'],
    ['dashboards.linkUsers', 'users', 'users'],
  ],
  manager: [
    ['dashboards.linkWorkOrders', 'tasks', 'tasks'],
    ['dashboards.linkAssets', 'assets', 'assets'],
    ['dashboards.linkPreventiveMaintenance', 'pm', 'pm'],
    ['dashboards.linkStaff', 'staff', 'staff'],
  ],
  technician: [
    ['dashboards.linkPreventiveMaintenance', 'pm', 'pm'],
    ['dashboards.linkChecklists', 'checklist', 'checklist'],
    ['dashboards.linkAttendance', 'attendance', 'attendance'],
    ['dashboards.linkMaterials', 'materials', 'materials'],
  ],
  supervisor: [
    ['dashboards.linkAssets', 'assets', 'assets'],
    ['dashboards.linkStaff', 'staff', 'staff'],
    ['dashboards.linkPreventiveMaintenance', 'pm', 'pm'],
    ['dashboards.linkChecklists', 'checklist', 'checklist'],
  ],
  client: [
    ['dashboards.linkAssets', 'assets', 'assets'],
    ['dashboards.linkStaff', 'staff', 'staff'],
    ['dashboards.linkChecklists', 'checklist', 'checklist'],
  ],
  // The housekeeping links (docs/dashboards.md): the desktop sidebar has no group items for this
  // role, so the dashboard is where Materials and Attendance are reached.
  housekeeping: [
    ['dashboards.linkChecklists', 'checklist', 'checklist'],
    ['dashboards.linkMaterials', 'materials', 'materials'],
    ['dashboards.linkAttendance', 'attendance', 'attendance'],
    ['dashboards.linkProfile', 'profile', 'profile'],
  ],
};

/** The links of `shortcuts` in the caller's area, less the screens the caller would not open. */
function linksFor(caller: DashboardCaller, shortcuts: readonly Shortcut[]): DashboardLink[] {
  const base = baseOf(caller.role);
  return shortcuts
    .filter(([, screen]) => opensScreen(caller, screen))
    .map(([label, screen, icon]) => ({ label: t(label), href: `${base}/${screen}`, icon }));
}

/** Quick actions of each dashboard (docs/dashboards.md), only those the caller may open and read. */
export function quickActions(kind: DashboardKind, caller: DashboardCaller): DashboardLink[] {
  return linksFor(caller, QUICK_ACTIONS[kind] ?? []);
}

type HeaderActions = { newTask?: string; viewAll?: string };

// The page's main buttons, as screens of the area whose role the dashboard is for: New Task for
// admin and manager, View All of the activity for admin. /manager/tasks/new of the spec is no
// route (requirements/product.md#screens): the list holds Add Work Order.
const HEADER_ACTIONS: Partial<Record<DashboardKind & Area, HeaderActions>> = {
  admin: { newTask: 'tasks', viewAll: 'activity-log' },
  manager: { newTask: 'tasks' },
};

/** The page's main buttons and where they lead; a role's dashboard is named after the role. */
export function headerActions(kind: DashboardKind): HeaderActions {
  const area = ownAreaOf(kind);
  const screens = area ? (HEADER_ACTIONS[area] ?? {}) : {};
  return Object.fromEntries(
    Object.entries(screens).map(([action, screen]) => [action, `/${area}/${screen}`]),
  );
}

// The mobile dashboard's large shortcuts by area (docs/dashboards.md), then the quick actions
// the table lists in parentheses.
const MOBILE_SHORTCUTS: Record<Area | 'custom', { shortcuts: Shortcut[]; quick: Shortcut[] }> = {
  technician: {
    shortcuts: [
      ['dashboards.linkTasks', 'tasks', 'tasks'],
      ['dashboards.linkAssets', 'assets', 'assets'],
      ['dashboards.linkPm', 'pm', 'pm'],
      ['dashboards.linkChecklist', 'checklist', 'checklist'],
    ],
    quick: [
      ['dashboards.linkAttendance', 'attendance', 'attendance'],
      ['dashboards.linkMaterials', 'materials', 'materials'],
    ],
  },
  supervisor: {
    shortcuts: [
      ['dashboards.linkTasks', 'tasks', 'tasks'],
      ['dashboards.linkAssets', 'assets', 'assets'],
      ['dashboards.linkStaff', 'staff', 'staff'],
      ['dashboards.linkChecklist', 'checklist', 'checklist'],
    ],
    quick: [['dashboards.linkPm', 'pm', 'pm']],
  },
  manager: {
    shortcuts: [
      ['dashboards.linkTasks', 'tasks', 'tasks'],
      ['dashboards.linkAssets', 'assets', 'assets'],
      ['dashboards.linkReports', 'dashboard', 'reports'],
      ['dashboards.linkChecklist', 'checklist', 'checklist'],
    ],
    quick: [],
  },
  admin: {
    shortcuts: [
      ['dashboards.linkTasks', 'tasks', 'tasks'],
      ['dashboards.linkAssets', 'assets', 'assets'],
      ['dashboards.linkUsers', 'users', 'users'],
      ['dashboards.linkSites', 'sites', 'sites'],
    ],
    quick: [],
  },
  client: {
    shortcuts: [
      ['dashboards.linkTasks', 'tasks', 'tasks'],
      ['dashboards.linkAssets', 'assets', 'assets'],
      ['dashboards.linkStaff', 'staff', 'staff'],
      ['dashboards.linkDashboard', 'dashboard', 'reports'],
    ],
    quick: [['dashboards.linkChecklist', 'checklist', 'checklist']],
  },
  housekeeping: {
    shortcuts: [
      ['dashboards.linkMaterials', 'materials', 'materials'],
      ['dashboards.linkChecklist', 'checklist', 'checklist'],
      ['dashboards.linkAttendance', 'attendance', 'attendance'],
    ],
    quick: [['dashboards.linkProfile', 'profile', 'profile']],
  },
  // A custom role has no area (its base is ''): the root screens every role may open.
  custom: {
    shortcuts: [
      ['dashboards.linkTasks', 'tasks', 'tasks'],
      ['dashboards.linkAssets', 'assets', 'assets'],
      ['dashboards.linkChecklist', 'checklist', 'checklist'],
    ],
    quick: [['dashboards.linkProfile', 'profile', 'profile']],
  },
};

/**
 * The mobile dashboard's large shortcuts by role (requirements/dashboards.md#screens table), then the quick actions
 * the table lists in parentheses; only the screens the caller may open and read.
 */
export function mobileShortcuts(caller: DashboardCaller): {
  shortcuts: DashboardLink[];
  quick: DashboardLink[];
} {
  const table = MOBILE_SHORTCUTS[ownAreaOf(caller.role) ?? 'custom'];
  return { shortcuts: linksFor(caller, table.shortcuts), quick: linksFor(caller, table.quick) };
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
