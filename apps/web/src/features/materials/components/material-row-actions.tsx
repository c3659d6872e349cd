import type { Material } from '@cmms/shared/materials';
import { History, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { materialMessages } from '../lib/material-messages';
import { RowActionButton, RowActions } from './row-action-button';

export interface MaterialHandlers {
  onEdit?(material: Material): void;
  onDelete?(material: Material): void;
  onRequest?(material: Material): void;
  onMovements(material: Material): void;
}

type Props = MaterialHandlers & { material: Material; layout?: 'icons' | 'buttons' };

/**
 * §2.7: Edit and Delete on the management screen, Request on the inventory view; each shown
 * only when the screen passes its handler. Both open the stock ledger (Movements).
 */
export function MaterialRowActions({ material, layout = 'icons', ...handlers }: Props) {
  const { onEdit, onDelete, onRequest, onMovements } = handlers;
  const subject = material.name;
  return (
    <RowActions layout={layout}>
      {onRequest && (
        // The inventory view's one verb reads as a word even in the table (§2.7 'Request').
        <RowActionButton
          verb="Request"
          subject={subject}
          icon={<ShoppingCart className="size-4" aria-hidden />}
          layout="buttons"
          // Nothing to request from an empty store (the form would only say 'Only 0 … available').
          disabled={material.quantity <= 0}
          onClick={() => onRequest(material)}
        />
      )}
      {onEdit && (
        <RowActionButton
          verb="Edit"
          subject={subject}
          icon={<Pencil className="size-4" aria-hidden />}
          layout={layout}
          onClick={() => onEdit(material)}
        />
      )}
      <RowActionButton
        verb={materialMessages.movements}
        subject={subject}
        icon={<History className="size-4" aria-hidden />}
        layout={layout}
        onClick={() => onMovements(material)}
      />
      {onDelete && (
        <RowActionButton
          verb="Delete"
          subject={subject}
          icon={<Trash2 className="size-4" aria-hidden />}
          tone="danger"
          layout={layout}
          onClick={() => onDelete(material)}
        />
      )}
    </RowActions>
  );
}
