import type { Material } from '@cmms/shared/materials';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { MATERIALS_PAGE_SIZE } from '../api/materials';
import { quantityText } from '../lib/stock-level';
import { MovementsList } from './movements-list';

/**
 * 'Stock movements' of one material: its ledger, newest first, where every change of quantity
 * (the first stock, an edit, an issue) is a row, so the stock can be accounted for.
 */
export function MovementsDialog({
  material,
  onClose,
}: {
  material: Material | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={material !== null}
      title={material ? t('materials.movementsTitle', { name: material.name }) : ''}
      wide
      onClose={onClose}
    >
      {material && <MovementsBody key={material.id} material={material} onClose={onClose} />}
    </FormDialog>
  );
}

function MovementsBody({ material, onClose }: { material: Material; onClose(): void }) {
  const [offset, setOffset] = useState(0);
  return (
    <>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">
          {t('materials.inStockNow')}{' '}
          <span className="font-semibold text-slate-900">
            {quantityText(material.quantity, material.unit)}
          </span>
        </p>
        <MovementsList
          materialId={material.id}
          unit={material.unit}
          offset={offset}
          pageSize={MATERIALS_PAGE_SIZE}
          onPage={setOffset}
        />
      </div>
      <div className="sticky bottom-0 flex justify-end border-t border-slate-100 bg-white px-5 py-4">
        <Button variant="secondary" onClick={onClose}>
          {t('materials.close')}
        </Button>
      </div>
    </>
  );
}
