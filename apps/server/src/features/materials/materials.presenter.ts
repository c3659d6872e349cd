import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import type { Translator } from '@cmms/shared/i18n/translator';
import {
  type Material,
  type MaterialRequest,
  type MaterialUnit,
  type Movement,
  type MovementKind,
  type RequestStatus,
  stockLevelOf,
} from '@cmms/shared/materials';
import { amountOf } from '@cmms/shared/money';
import type { MaterialWithSite } from './materials.repository';
import type { RequestWithNames } from './requests.repository';

const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const iso = (value: Date | null) => value?.toISOString() ?? null;
/** The work order a request or a movement names: its number outlives it, its id does not. */
const workOrderOf = (row: { taskId: string | null; workOrderNumber: string | null }) =>
  row.workOrderNumber === null ? null : { id: row.taskId, workOrderNumber: row.workOrderNumber };

export function presentMaterial(row: MaterialWithSite): Material {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    unit: row.unit as MaterialUnit,
    quantity: row.quantity,
    reorderLevel: row.reorderLevel,
    siteId: row.siteId,
    site: ref(row.siteId, row.siteName),
    stockLevel: stockLevelOf(row),
    unitCost: row.unitCostCents === null ? null : amountOf(row.unitCostCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRequest(row: RequestWithNames): MaterialRequest {
  return {
    id: row.id,
    materialId: row.materialId,
    material: { name: row.materialName, unit: row.unit as MaterialUnit },
    userId: row.userId,
    user: { id: row.userId, name: row.userName },
    quantity: row.quantity,
    reason: row.reason,
    status: row.status as RequestStatus,
    siteId: row.siteId,
    site: ref(row.siteId, row.siteName),
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    decidedBy: ref(row.decidedById, row.decidedByName),
    issuedAt: iso(row.issuedAt),
    workOrder: workOrderOf(row),
  };
}

/**
 * The notes the server writes into the ledger (materials.service.ts, requests.service.ts), each
 * with the values it reads: stored in English, they are matched against their English message
 * and read in the caller's language. Anything else (a note written by an older version) is
 * shown as stored.
 */
const SERVER_NOTES = [
  ['materials.noteOpeningStock', []],
  ['materials.noteCorrected', ['from', 'to']],
  ['materials.noteRestocked', []],
  ['materials.noteRestockedWith', ['note']],
  ['materials.noteIssuedTo', ['name']],
  ['materials.noteIssuedToWorkOrder', ['number']],
  ['materials.noteReturnedFromWorkOrder', ['number']],
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each note's English as a pattern: its values become groups ('Issued to (.*)'). */
const NOTE_PATTERNS = SERVER_NOTES.map(([key, names]) => {
  const marks = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`]));
  const english = englishTranslator.render({ key, values: marks });
  let source = escapeRegExp(english);
  for (const name of names) source = source.replace(`\u0000${name}\u0000`, `(?<${name}>[\\s\\S]*)`);
  return { key, pattern: new RegExp(`^${source}$`) };
});

function noteIn(translator: Translator, note: string): string {
  if (translator.language === 'en') return note;
  for (const { key, pattern } of NOTE_PATTERNS) {
    const found = pattern.exec(note);
    if (found) return translator.render({ key, values: { ...found.groups } });
  }
  return note;
}

export function presentMovement(
  translator: Translator,
  row: {
    id: string;
    kind: string;
    delta: number;
    quantityAfter: number;
    note: string;
    requestId: string | null;
    taskId: string | null;
    workOrderNumber: string | null;
    userId: string | null;
    userName: string | null;
    createdAt: Date;
  },
): Movement {
  return {
    id: row.id,
    kind: row.kind as MovementKind,
    delta: row.delta,
    quantityAfter: row.quantityAfter,
    note: noteIn(translator, row.note),
    requestId: row.requestId,
    workOrder: workOrderOf(row),
    user: ref(row.userId, row.userName),
    createdAt: row.createdAt.toISOString(),
  };
}
