import type { Language } from '@cmms/shared/i18n/languages';
import { msg } from '@cmms/shared/i18n/message';
import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { saveRules } from '../features/escalation/escalation.service';
import { notifyUser } from '../features/notifications/notifications.service';
import { createRole } from '../features/roles/roles.service';
import { createSite } from '../features/sites/sites.service';
import { countUsers, createUser, setOwnLanguage } from '../features/users/users.service';
import type { UserRow } from '../features/users/users.table';
import { SYSTEM_ACTOR, type UserActor } from '../lib/actor';
import type { FileStorage } from '../lib/storage/file-storage';
import { loadDemoAttendance } from './demo-attendance';
import { loadDemoChecklists } from './demo-checklists';
import { linkHistoryToPms } from './demo-history';
import { loadDemoMaterials } from './demo-materials';
import { loadDemoPms } from './demo-pm';
import { loadDemoRecord } from './demo-record';
import { loadDemoRequests } from './demo-requests';
import { loadDemoWork } from './demo-work';
import { skylinePicture } from './site-picture';

/** Meets the password rules; printed in the start banner. */
export const DEMO_PASSWORD = 'Demo@2026';

/** Field roles sign in on shared phones with a PIN; the others have none (as a new user would). */
export const DEMO_PIN = '1234';
const ROLES_WITH_PIN = new Set(['technician', 'housekeeping']);

export type DemoAccount = { role: string; name: string; email: string; hasPin: boolean };

const SITES = [
  {
    key: 'harbor',
    name: 'Harbor View Towers',
    location: 'Colaba, Mumbai',
    address: '12 Marine Drive, Colaba, Mumbai 400005',
    siteManager: 'Daniel Okafor',
    clientPOC: 'Grace Lee',
    mapLocation: '18.9220,72.8347',
    imageUrl: skylinePicture(
      [
        [96, 165, 250],
        [219, 234, 254],
      ],
      [30, 58, 138],
      [0.55, 0.8, 0.65, 0.9, 0.5, 0.7],
    ),
  },
  {
    key: 'riverside',
    name: 'Riverside Medical Center',
    location: 'Koregaon Park, Pune',
    address: '48 North Main Road, Koregaon Park, Pune 411001',
    siteManager: 'Daniel Okafor',
    clientPOC: 'Dr. Ravi Menon',
    mapLocation: '18.5362,73.8940',
    imageUrl: skylinePicture(
      [
        [251, 191, 36],
        [254, 243, 199],
      ],
      [15, 118, 110],
      [0.35, 0.5, 0.45, 0.5, 0.35],
    ),
  },
] as const;

type SiteKey = (typeof SITES)[number]['key'];

/**
 * The numbers Help shows at each site (docs/sites.md): India's emergency numbers, where both
 * sites are, and each site's own desks, whose numbers are made up like the demo's mobiles.
 */
const EMERGENCY_CONTACTS: Record<SiteKey, { label: string; number: string }[]> = {
  harbor: [
    { label: 'Emergency (police, fire, ambulance)', number: '112' },
    { label: 'Fire brigade', number: '101' },
    { label: 'Ambulance', number: '108' },
    { label: 'Site security control room', number: '+91 98200 00100' },
  ],
  riverside: [
    { label: 'Emergency (police, fire, ambulance)', number: '112' },
    { label: 'Fire brigade', number: '101' },
    { label: 'Hospital emergency desk', number: '+91 98200 00200' },
    { label: 'Site security control room', number: '+91 98200 00201' },
  ],
};

// Three of the crew chose a language of their own in Settings (issue 32): they read the screens,
// their notifications and their mails in it; everyone else follows their browser.
const USERS: {
  role: string;
  name: string;
  mobile: string;
  sites: SiteKey[];
  language?: Language;
}[] = [
  { role: 'superadmin', name: 'Sam Rivera', mobile: '9820000001', sites: [] },
  { role: 'admin', name: 'Aisha Khan', mobile: '9820000002', sites: [] },
  { role: 'manager', name: 'Daniel Okafor', mobile: '9820000003', sites: ['harbor', 'riverside'] },
  { role: 'supervisor', name: 'Priya Nair', mobile: '9820000004', sites: ['harbor'] },
  { role: 'technician', name: 'Marco Silva', mobile: '9820000005', sites: ['harbor'] },
  { role: 'housekeeping', name: 'Lena Fischer', mobile: '9820000006', sites: ['riverside'] },
  { role: 'client', name: 'Grace Lee', mobile: '9820000007', sites: ['harbor'] },
  {
    role: 'electrician',
    name: 'Tom Becker',
    mobile: '9820000008',
    sites: ['harbor'],
    language: 'hi',
  },
  {
    role: 'plumber',
    name: 'Rosa Alvarez',
    mobile: '9820000009',
    sites: ['riverside'],
    language: 'es',
  },
  {
    role: 'inspector',
    name: 'Ines Duarte',
    mobile: '9820000010',
    sites: ['harbor', 'riverside'],
    language: 'ar',
  },
];

/** A custom role, as an admin would make in Role Management: looks, never changes. */
const CUSTOM_ROLE = {
  name: 'inspector',
  description: 'Audits sites and their equipment; read-only',
  permissions: ['view_tasks', 'view_assets', 'view_sites', 'view_pm'],
  isActive: true,
};

/** A sign-up waiting in Signup Users. */
const PENDING_SIGNUP = {
  name: 'Kiran Patel',
  email: 'kiran.patel@example.com',
  mobile: '9820000011',
};

export const demoEmail = (role: string) => `${role}@example.com`;

// Instances started together on one empty PostgreSQL all find it empty. The first to take this
// lock loads; the others wait for its commit, and then count its users (each statement of a READ
// COMMITTED transaction sees what committed before it began).
const DEMO_LOCK_KEY = 7_241_002;

/**
 * Loads a small organisation into an empty database through the same services the API uses, in
 * one transaction: a failure leaves the database empty, and the next start tries again.
 * Returns the accounts it created, or null when the database already has users.
 */
export async function loadDemoData(
  db: DbOrTx,
  now = new Date(),
  { files }: { files?: FileStorage } = {},
): Promise<DemoAccount[] | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    if ((await countUsers(tx)) > 0) return null;
    const siteIds = {} as Record<SiteKey, string>;
    for (const { key, ...site } of SITES) {
      const input = { ...site, emergencyContacts: EMERGENCY_CONTACTS[key] };
      siteIds[key] = (await createSite({ db: tx }, SYSTEM_ACTOR, input)).id;
    }
    await createRole({ db: tx }, SYSTEM_ACTOR, CUSTOM_ROLE);
    const accounts: DemoAccount[] = [];
    const userIds: Record<string, string> = {};
    const people: Record<string, UserActor> = {};
    let admin: UserRow | null = null;
    for (const user of USERS) {
      const created = await createUser({ db: tx }, SYSTEM_ACTOR, {
        name: user.name,
        email: demoEmail(user.role),
        mobile: user.mobile,
        password: DEMO_PASSWORD,
        role: user.role,
        approved: true,
        status: 'Active',
        siteIds: user.sites.map((key) => siteIds[key]),
        ...(ROLES_WITH_PIN.has(user.role) ? { pin: DEMO_PIN } : {}),
      });
      for (const key of user.sites) {
        const site = SITES.find((candidate) => candidate.key === key);
        if (!site) continue;
        // Messages, so each demo user reads them in their own language.
        await notifyUser(tx, {
          userId: created.id,
          type: 'site_assignment',
          title: msg('notifications.siteAssignedTitle'),
          body: msg('notifications.siteAssignedBody', { site: site.name }),
          data: { siteId: siteIds[key] },
        });
      }
      userIds[created.role] = created.id;
      people[created.role] = {
        id: created.id,
        name: created.name,
        email: created.email,
        role: created.role,
        permissions: defaultPermissionsOf(created.role),
        siteIds: user.sites.map((key) => siteIds[key]),
        language: null,
      };
      const person = people[created.role];
      if (user.language && person) {
        await setOwnLanguage({ db: tx }, person, { language: user.language });
      }
      if (created.role === 'admin') admin = created;
      accounts.push({
        role: created.role,
        name: created.name,
        email: created.email,
        hasPin: ROLES_WITH_PIN.has(created.role),
      });
    }
    await createUser({ db: tx }, SYSTEM_ACTOR, {
      ...PENDING_SIGNUP,
      password: DEMO_PASSWORD,
      role: 'technician',
      approved: false,
      activityAction: 'user_signup',
    });
    if (!admin) throw new Error('the demo organisation has no admin');
    const { assets, tasks } = await loadDemoWork(tx, admin, siteIds, userIds, now);
    const adminActor = people.admin;
    if (!adminActor) throw new Error('the demo organisation has no admin');
    await loadDemoPms(tx, adminActor, assets, userIds, now);
    await linkHistoryToPms(tx);
    // Escalation at the towers (docs/escalation.md): urgent work not started within half an
    // hour goes to the supervisor. The rules count from now, so the demo's old work is quiet.
    await saveRules(
      { db: tx, clock: { now: () => now } },
      adminActor,
      { id: siteIds.harbor, name: 'Harbor View Towers' },
      {
        rules: [
          { priority: 'high', notStartedMinutes: 30, overdueHours: 4 },
          { priority: 'medium', notStartedMinutes: 240, overdueHours: 24 },
        ],
      },
    );
    const [technician, plumber] = [people.technician, people.plumber];
    if (!technician || !plumber) throw new Error('the demo organisation has no field staff');
    await loadDemoRequests(
      tx,
      { admin: adminActor, workers: { harbor: technician, riverside: plumber } },
      siteIds,
      now,
    );
    const materials = await loadDemoMaterials(tx, people, siteIds, now);
    await loadDemoRecord(tx, people, { tasks, assets, materials }, { files, now });
    await loadDemoChecklists(tx, people, siteIds, now, files);
    const placed = (key: SiteKey) => ({
      id: siteIds[key],
      mapLocation: SITES.find((site) => site.key === key)?.mapLocation ?? '',
    });
    await loadDemoAttendance(
      tx,
      people,
      { harbor: placed('harbor'), riverside: placed('riverside') },
      now,
    );
    return accounts;
  });
}
