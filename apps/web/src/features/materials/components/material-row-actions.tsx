import type { Material } from '@cmms/shared/materials';
import { History, PackagePlus, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import { RowActionButton, RowActions } from './row-action-button';

export interface MaterialHandlers {
  onEdit?(material: Material): void;
  onDelete?(material: Material): void;
  onRestock?(material: Material): void;
  onRequest?(material: Material): void;
  onMovements(material: Material): void;
  /**
   * Whether Edit and Delete apply to this row (materialRules.canChangeMaterial: a material kept
   * for all sites is the administrators'); Restock stays.
   */
  canChange?(material: Material): boolean;
}

/** `words`: icons with words (phone cards), else icons only (the wide table). */
type Props = MaterialHandlers & { material: Material; words?: boolean };

/**
 * requirements/materials.md#screens: Edit and Delete on the management screen, with Restock; Request on the inventory view;
 * each shown only when the screen passes its handler and the row allows it. Both open the stock
 * ledger (Movements).
 */
export function MaterialRowActions({ material, words = false, ...handlers }: Props) {
  const { onRequest, onRestock, onMovements, canChange } = handlers;
  const changeable = canChange?.(material) ?? true;
  const onEdit = changeable ? handlers.onEdit : undefined;
  const onDelete = changeable ? handlers.onDelete : undefined;
  const subject = material.name;
  return (
    <RowActions words={words}>
      {onRequest && (
        // The inventory view's one verb reads as a word even in the table (requirements/materials.md#screens 'Request').
        <RowActionButton
          verb={t('materials.request')}
          subject={subject}
          icon={<ShoppingCart className="size-4" aria-hidden />}
          words
          // Nothing to request from an empty store (the form would only say 'Only 0 … available').
          disabled={material.quantity <= 0}
          onClick={() => onRequest(material)}
        />
      )}
      {onRestock && (
        <RowActionButton
          verb={t('materials.restockButton')}
          subject={subject}
          icon={<PackagePlus className="size-4" aria-hidden />}
          words={words}
          onClick={() => onRestock(material)}
        />
      )}
      <RowActionButton
        verb={t('materials.movements')}
        subject={subject}
        icon={<History className="size-4" aria-hidden />}
        words={words}
        onClick={() => onMovements(material)}
      />
      {onEdit && (
        <RowActionButton
          verb={t('materials.edit')}
          subject={subject}
          icon={<Pencil className="size-4" aria-hidden />}
          words={words}
          onClick={() => onEdit(material)}
        />
      )}
      {onDelete && (
        <RowActionButton
          verb={t('materials.delete')}
          subject={subject}
          icon={<Trash2 className="size-4" aria-hidden />}
          tone="danger"
          words={words}
          onClick={() => onDelete(material)}
        />
      )}
    </RowActions>
  );
}
