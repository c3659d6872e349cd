import type { PortalField } from '@cmms/shared/requests';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  alias,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A secret for a link: a random UUID's 122 random bits, as 32 hex characters (short enough for a
 * QR code that scans from a printed label). The database makes it, so every row has one; a
 * rotated link gets the service's own (portal.service newToken).
 */
export const randomToken = sql`replace(gen_random_uuid()::text, '-', '')`;

/** Site fields of requirements/sites.md#records. Displayed IDs (ST-0001) are list positions, so no number column. */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status').notNull().default('Active'),
    location: text('location'),
    address: text('address'),
    siteManager: text('site_manager'),
    clientPoc: text('client_poc'),
    imageUrl: text('image_url'),
    mapLocation: text('map_location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The IANA zone of the site's calendar and clock; null: the server's (its TZ). */
    timeZone: text('time_zone'),
    /** The numbers Help shows for this site (docs/sites.md); null: none set. */
    emergencyContacts: jsonb('emergency_contacts').$type<{ label: string; number: string }[]>(),
    /** Completing a work order here takes a photo on it (issue 33); administrators set it. */
    completionPhotoRequired: boolean('completion_photo_required').notNull().default(false),
    /** The request portal (issue 35, docs/requests.md): open to anyone with the site's link. */
    portalEnabled: boolean('portal_enabled').notNull().default(false),
    /** The link's secret (`/r/<token>`); rotating it ends every printed poster's link. */
    portalToken: text('portal_token').notNull().unique().default(randomToken),
    /** Which of the form's optional fields this site requires. */
    portalRequired: jsonb('portal_required').$type<PortalField[]>().notNull().default([]),
    /** A request not decided this many hours after it came is escalated; null: never. */
    portalUntriagedHours: integer('portal_untriaged_hours'),
    /** When that rule was set: it escalates no request whose time came before (no flood). */
    portalUntriagedSetAt: timestamp('portal_untriaged_set_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sites_name_idx').on(sql`lower(${table.name})`),
    check('sites_portal_untriaged_hours_check', sql`${table.portalUntriagedHours} > 0`),
  ],
);

export type SiteRow = typeof sites.$inferSelect;

const ZONE_SITE = 'zone_site';
const zoneSite = alias(sites, ZONE_SITE);

/**
 * "Today" at a row's site, in SQL (issue 29): the calendar date of the instant `at` in the site's
 * zone, or in `serverZone` when the site names none. A scalar subquery on the site's primary key,
 * so a statement compares a due date with its own site's today without joining sites.
 */
const dateAtSite = (siteId: SQLWrapper, at: SQLWrapper | string, serverZone: string): SQL =>
  sql`(select (${at}::timestamptz at time zone coalesce(${zoneSite.timeZone}, ${serverZone}))::date
       from ${sites} as ${sql.identifier(ZONE_SITE)} where ${zoneSite.id} = ${siteId})`;

// Every zone's today lies between today at UTC-12 (Etc/GMT+12) and at UTC+14 (Etc/GMT-14, the
// Line Islands). A date outside those two needs no site to compare it with today, and those
// comparisons come first: a due date a week old is overdue at any site. Measured on 100,000 work
// orders over 20 sites (docs/time-zones.md), looking up each row's zone made the overdue list 8
// times slower at offset 5,000 (21.7 ms against 2.6); with the bounds first it took 4.4 ms.
const latestToday = (at: SQLWrapper | string) =>
  sql`(${at}::timestamptz at time zone 'Etc/GMT-14')::date`;
const earliestToday = (at: SQLWrapper | string) =>
  sql`(${at}::timestamptz at time zone 'Etc/GMT+12')::date`;

/** Whether `date` is before today at the row's site: a work order due then is overdue. */
export const isBeforeDateAtSite = (
  date: SQLWrapper,
  siteId: SQLWrapper,
  at: SQLWrapper | string,
  serverZone: string,
): SQL =>
  sql`(${date} < ${latestToday(at)}
       and (${date} < ${earliestToday(at)} or ${date} < ${dateAtSite(siteId, at, serverZone)}))`;

/** Whether `date` is on or before today at the row's site: a PM dated then has fallen due. */
export const isOnOrBeforeDateAtSite = (
  date: SQLWrapper,
  siteId: SQLWrapper,
  at: SQLWrapper | string,
  serverZone: string,
): SQL =>
  sql`(${date} <= ${latestToday(at)}
       and (${date} <= ${earliestToday(at)} or ${date} <= ${dateAtSite(siteId, at, serverZone)}))`;
