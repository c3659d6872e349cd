import type { CategoryUpdate, CategoryValues, ChecklistValues } from '@cmms/shared/checklists';
import { type Message, msg } from '@cmms/shared/i18n/message';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/errors';
import { type EventTimeDeps, eventTimeOf, recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { findPlaceableSite } from '../sites/sites.service';
import { isUserWithinScope } from '../users/users.service';
import { checklistPolicy } from './checklists.policy';
import {
  type ChecklistWithParts,
  countChecklistRows,
  deleteCategoryRow,
  deleteChecklistRow,
  endAssignment,
  findAssignableUser,
  findCategory,
  findChecklist,
  insertCategory,
  insertChecklist,
  listAssignableRows,
  listCategoryRows,
  listChecklistRows,
  replaceItems,
  updateCategoryRow,
  updateChecklistRow,
  upsertAssignment,
} from './checklists.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'> & EventTimeDeps;

/** The checklist if the actor may see it; 404 otherwise, so its existence is not revealed. */
export async function loadVisibleChecklist(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  return foundOr404(
    await findChecklist(deps.db, id, checklistPolicy.scopeOf(actor)),
    msg('checklists.notFound'),
  );
}

export function listChecklists(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  filters: { category?: string | undefined; siteId?: string | undefined },
) {
  return listChecklistRows(deps.db, checklistPolicy.scopeOf(actor), filters);
}

/**
 * The checklists the actor sees (all, or of one site), counted, with how many are active: the
 * figure of the supervisor's dashboard.
 */
export const countChecklists = (
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  filters: { siteId?: string | undefined },
) => countChecklistRows(deps.db, checklistPolicy.scopeOf(actor), filters);

/**
 * GET /checklists/user/{userId}: the user's current assignments the actor may see; someone
 * outside the actor's sites is a 404, as on every other read about a person.
 */
export async function listUserChecklists(deps: Pick<Deps, 'db'>, actor: UserActor, userId: string) {
  checklistPolicy.assertMayListFor(actor, userId);
  const scope = checklistPolicy.scopeOf(actor);
  if (userId !== actor.id && !(await isUserWithinScope(deps.db, scope.sites, userId))) {
    throw notFound(msg('checklists.userNotFound'));
  }
  return listChecklistRows(deps.db, scope, { userId });
}

async function reload(tx: DbOrTx, id: string) {
  const row = await findChecklist(tx, id, { sites: { all: true }, onlyAssignedTo: null });
  if (!row) throw new Error(`checklist ${id} vanished inside its own transaction`);
  return row;
}

/**
 * The site must be one of the actor's, the category must exist, and an item keeping an id must
 * be one of this checklist's. Every failing field is reported at once.
 */
async function checkDefinition(
  tx: DbOrTx,
  actor: Actor,
  values: ChecklistValues & { siteId: string | null },
  existing: ChecklistWithParts | null,
) {
  const errors: Record<string, Message> = {};
  const unchanged = existing !== null && values.siteId === existing.siteId;
  if (
    !unchanged &&
    values.siteId !== null &&
    !(await findPlaceableSite(tx, actor, values.siteId))
  ) {
    errors.siteId = msg('checklists.siteOutOfScope');
  }
  if (!(await findCategory(tx, values.category))) {
    errors.category = msg('checklists.categoryUnknown');
  }
  const ownItems = new Set(existing?.items.map((item) => item.id));
  values.items.forEach((item, index) => {
    if (item.id && !ownItems.has(item.id)) {
      errors[`items.${index}.id`] = msg('checklists.itemNotInChecklist');
    }
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * Where a checklist is kept (issue 29, docs/checklists.md "A checklist without a site"): the site
 * sent; without one (a client that sends name, category, description and items only), an edit keeps the checklist where it is, and a new
 * one is kept for all sites when an administrator makes it, or at the creator's only site.
 */
function siteOf(
  actor: Actor,
  siteId: string | null | undefined,
  existing: ChecklistWithParts | null,
): string | null {
  if (siteId !== undefined) {
    if (siteId === null && !checklistPolicy.scopeOf(actor).sites.all) {
      const message = msg('checklists.allSitesAdminsOnly');
      throw badRequest(message, { siteId: message });
    }
    return siteId;
  }
  if (existing) return existing.siteId;
  const scope = checklistPolicy.scopeOf(actor).sites;
  if (scope.all) return null;
  const [only, ...others] = scope.siteIds;
  if (only && others.length === 0) return only;
  const message = msg(only ? 'checklists.chooseSite' : 'checklists.siteRequired');
  throw badRequest(message, { siteId: message });
}

export async function createChecklist(deps: Deps, actor: UserActor, body: ChecklistValues) {
  const values = { ...body, siteId: siteOf(actor, body.siteId, null) };
  return deps.db.transaction(async (tx) => {
    await checkDefinition(tx, actor, values, null);
    const { items, ...columns } = values;
    const { id } = await insertChecklist(tx, { ...columns, createdBy: actor.id });
    await replaceItems(tx, id, items);
    const checklist = await reload(tx, id);
    await recordActivity(tx, actor, {
      action: 'checklist_created',
      description: msg('checklists.activity.created', {
        checklist: checklist.name,
        count: items.length,
      }),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: { checklistId: id, category: checklist.category },
      ...eventTimeOf(deps, deps.clock.now()),
    });
    return checklist;
  });
}

export async function updateChecklist(
  deps: Deps,
  actor: UserActor,
  { checklist: existing, values: body }: { checklist: ChecklistWithParts; values: ChecklistValues },
) {
  checklistPolicy.assertMayChange(actor, existing);
  const values = { ...body, siteId: siteOf(actor, body.siteId, existing) };
  return deps.db.transaction(async (tx) => {
    await checkDefinition(tx, actor, values, existing);
    const { items, ...columns } = values;
    await updateChecklistRow(tx, existing.id, { ...columns, updatedAt: deps.clock.now() });
    await replaceItems(tx, existing.id, items);
    const checklist = await reload(tx, existing.id);
    await recordActivity(tx, actor, {
      action: 'checklist_updated',
      description: msg('checklists.activity.updated', { checklist: checklist.name }),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: { checklistId: checklist.id, category: checklist.category },
    });
    return checklist;
  });
}

/** Deletes the definition with its items, assignments and progress. */
export async function deleteChecklist(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  checklist: ChecklistWithParts,
) {
  checklistPolicy.assertMayChange(actor, checklist);
  await deps.db.transaction(async (tx) => {
    await recordActivity(tx, actor, {
      action: 'checklist_deleted',
      description: msg('checklists.activity.deleted', { checklist: checklist.name }),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: { checklistId: checklist.id },
    });
    await deleteChecklistRow(tx, checklist.id);
  });
}

// ---------------------------------------------------------------------------------------------
// Assignments

/**
 * Whose assignment to a checklist the actor handles: the people of its site; for a checklist of
 * all sites, the people of the actor's own sites (an administrator's: everyone).
 */
function peopleSitesOf(actor: Actor, checklist: ChecklistWithParts) {
  if (checklist.siteId) return [checklist.siteId];
  const scope = checklistPolicy.scopeOf(actor).sites;
  return scope.all ? null : scope.siteIds;
}

export function listAssignableUsers(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  checklist: ChecklistWithParts,
) {
  return listAssignableRows(deps.db, peopleSitesOf(actor, checklist));
}

export async function assignUser(
  deps: Deps,
  actor: UserActor,
  { checklist, userId }: { checklist: ChecklistWithParts; userId: string },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await findAssignableUser(tx, peopleSitesOf(actor, checklist), userId);
    if (!user) {
      const message = msg('checklists.notAssignable');
      throw badRequest(message, { userId: message });
    }
    const assigned = await upsertAssignment(tx, {
      checklistId: checklist.id,
      userId,
      assignedBy: actor.id,
      assignedAt: now,
    });
    if (!assigned) throw conflict(msg('checklists.alreadyAssigned'));
    if (userId !== actor.id) {
      await notifyUser(tx, {
        userId,
        type: 'checklist_assignment',
        title: msg('checklists.assignedTitle'),
        body: msg('checklists.assignedBody', {
          checklist: checklist.name,
          site: checklist.siteName ?? msg('checklists.allSites'),
          by: actor.name,
        }),
        data: { checklistId: checklist.id },
      });
    }
    await recordActivity(tx, actor, {
      action: 'checklist_assigned',
      description: msg('checklists.activity.assigned', {
        checklist: checklist.name,
        person: user.name,
      }),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: { checklistId: checklist.id, userId },
      ...eventTimeOf(deps, now),
    });
    return { userId, name: user.name, role: user.role, assignedAt: assigned.assignedAt };
  });
}

export async function unassignUser(
  deps: Deps,
  actor: UserActor,
  { checklist, userId }: { checklist: ChecklistWithParts; userId: string },
) {
  await deps.db.transaction(async (tx) => {
    const person = checklist.assignments.find((assignment) => assignment.userId === userId);
    // Of a checklist of all sites, one handles only the people of one's own sites.
    const sites = peopleSitesOf(actor, checklist);
    const handled = await isUserWithinScope(
      tx,
      sites === null ? { all: true } : { all: false, siteIds: sites },
      userId,
    );
    if (!person || !handled || !(await endAssignment(tx, checklist.id, userId, deps.clock.now()))) {
      throw notFound(msg('checklists.assignmentNotFound'));
    }
    await recordActivity(tx, actor, {
      action: 'checklist_unassigned',
      description: msg('checklists.activity.unassigned', {
        checklist: checklist.name,
        person: person.name,
      }),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: { checklistId: checklist.id, userId },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Categories (requirements/checklists.md#records, #validation): built-in ones are fixed; custom ones are shared by everyone.

/** Every category, built-in ones first (GET /checklist-categories). */
export const listCategories = (deps: Pick<Deps, 'db'>) => listCategoryRows(deps.db);

export async function loadCategory(deps: Pick<Deps, 'db'>, key: string) {
  return foundOr404(await findCategory(deps.db, key), msg('checklists.categoryNotFound'));
}

export async function createCategory(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  values: CategoryValues,
) {
  return deps.db.transaction(async (tx) => {
    if (!(await insertCategory(tx, values))) {
      throw conflict(msg('checklists.categoryDuplicate'));
    }
    await recordActivity(tx, actor, {
      action: 'checklist_category_created',
      description: msg('checklists.activity.categoryCreated', {
        name: values.name,
        key: values.key,
      }),
      type: 'checklist',
      metadata: { key: values.key },
    });
    return foundOr404(await findCategory(tx, values.key), msg('checklists.categoryNotFound'));
  });
}

type CategoryRef = { key: string; name: string; builtIn: boolean; checklistCount: number };

export async function updateCategory(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { category, values }: { category: CategoryRef; values: CategoryUpdate },
) {
  if (category.builtIn) throw conflict(msg('checklists.builtInCategory'));
  return deps.db.transaction(async (tx) => {
    await updateCategoryRow(tx, category.key, values);
    await recordActivity(tx, actor, {
      action: 'checklist_category_updated',
      description: msg('checklists.activity.categoryUpdated', {
        name: values.name,
        key: category.key,
      }),
      type: 'checklist',
      metadata: { key: category.key },
    });
    return foundOr404(await findCategory(tx, category.key), msg('checklists.categoryNotFound'));
  });
}

/** A custom category that holds no checklist; otherwise 409 saying how many it holds. */
export async function deleteCategory(deps: Pick<Deps, 'db'>, actor: UserActor, key: string) {
  await deps.db.transaction(async (tx) => {
    // Read again inside the transaction: a checklist added meanwhile blocks the delete (the
    // foreign key would refuse it anyway).
    const category = foundOr404(await findCategory(tx, key), msg('checklists.categoryNotFound'));
    if (category.builtIn) throw conflict(msg('checklists.builtInCategory'));
    if (category.checklistCount > 0) {
      throw conflict(msg('checklists.categoryInUse', { count: category.checklistCount }));
    }
    await recordActivity(tx, actor, {
      action: 'checklist_category_deleted',
      description: msg('checklists.activity.categoryDeleted', { name: category.name, key }),
      type: 'checklist',
      metadata: { key },
    });
    await deleteCategoryRow(tx, key);
  });
}
