import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from '../assets/assets.table';
import { checklistAssignments, checklistItems } from '../checklists/checklists.table';
import { workRequests } from '../requests/requests.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';

/**
 * A photo or a file on a work order, an asset or a checklist item's day (one cell of a person's
 * month) (docs/work-order-record.md, "Files"): the bytes
 * are in the file storage under `storage_key` (and a photo's thumbnail under `thumbnail_key`);
 * the row says what they are. The type is the one the bytes showed, never the name's.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    /** A photo taken on a checklist item: the cell's key (checklist, person, day, item). */
    checklistId: uuid('checklist_id'),
    checklistUserId: uuid('checklist_user_id'),
    checklistDay: date('checklist_day', { mode: 'string' }),
    checklistItemId: uuid('checklist_item_id'),
    /** The photo of a request from the portal (issue 35); its work order gets a copy. */
    requestId: uuid('request_id').references(() => workRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tag: text('tag'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    /** What a document of an asset is: its manual, its warranty, a certificate (issue 33). */
    documentType: text('document_type'),
    /** When a warranty or certificate runs out; its managers are warned a month ahead. */
    expiresOn: date('expires_on', { mode: 'string' }),
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    // The activity log's clock, so a work order's timeline merges its entries in order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('attachments_task_idx')
      .on(table.taskId, table.createdAt)
      .where(sql`${table.taskId} is not null`),
    index('attachments_asset_idx')
      .on(table.assetId, table.createdAt)
      .where(sql`${table.assetId} is not null`),
    index('attachments_request_idx').on(table.requestId).where(sql`${table.requestId} is not null`),
    index('attachments_checklist_idx')
      .on(table.checklistId, table.checklistUserId, table.checklistDay)
      .where(sql`${table.checklistId} is not null`),
    // A person's photos go with their assignment, an item's with the item, as their cells do.
    foreignKey({
      name: 'attachments_checklist_assignment_fk',
      columns: [table.checklistId, table.checklistUserId],
      foreignColumns: [checklistAssignments.checklistId, checklistAssignments.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'attachments_checklist_item_fk',
      columns: [table.checklistId, table.checklistItemId],
      foreignColumns: [checklistItems.checklistId, checklistItems.id],
    }).onDelete('cascade'),
    check(
      'attachments_one_owner_check',
      sql`num_nonnulls(${table.taskId}, ${table.assetId}, ${table.checklistId}, ${table.requestId}) = 1`,
    ),
    check(
      'attachments_checklist_cell_check',
      sql`(${table.checklistId} is null) = (${table.checklistUserId} is null) and (${table.checklistId} is null) = (${table.checklistDay} is null) and (${table.checklistId} is null) = (${table.checklistItemId} is null)`,
    ),
    check('attachments_kind_check', sql`${table.kind} in ('photo', 'document')`),
    check(
      'attachments_tag_check',
      sql`${table.tag} is null or ${table.tag} in ('before', 'after')`,
    ),
    check(
      'attachments_document_type_check',
      sql`${table.documentType} is null or ${table.documentType} in ('manual', 'warranty', 'certificate', 'other')`,
    ),
    // The expiry scan reads only documents that run out and were not warned of yet.
    index('attachments_expiry_idx')
      .on(table.expiresOn)
      .where(sql`${table.expiresOn} is not null and ${table.expiryWarnedAt} is null`),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
