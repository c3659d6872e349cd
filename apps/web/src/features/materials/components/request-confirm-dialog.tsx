import type { MaterialRequest } from '@cmms/shared/materials';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { quantityText } from '../lib/stock-level';

export type RequestConfirmation = { kind: 'reject' | 'delete'; request: MaterialRequest };

const QUESTIONS = {
  reject: {
    titleKey: 'materials.rejectRequestTitle',
    questionKey: 'materials.confirmReject',
    labelKey: 'materials.reject',
  },
  delete: {
    titleKey: 'materials.deleteRequestTitle',
    questionKey: 'materials.confirmDeleteRequest',
    labelKey: 'materials.delete',
  },
} as const;

/**
 * The questions a request's actions ask first (requirements/materials.md#states, #validation): rejecting, and deleting. The action
 * itself belongs to the screen, which also reports how it went.
 */
export function RequestConfirmDialog({
  confirmation,
  busy,
  onConfirm,
  onCancel,
}: {
  confirmation: RequestConfirmation | null;
  busy: boolean;
  onConfirm(confirmation: RequestConfirmation): void;
  onCancel(): void;
}) {
  const request = confirmation?.request;
  const words = QUESTIONS[confirmation?.kind ?? 'delete'];
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={t(words.titleKey)}
      description={
        request ? (
          <>
            <span className="font-semibold wrap-anywhere text-slate-800">
              {request.material.name} · {quantityText(request.quantity, request.material.unit)} ·{' '}
              {request.user.name}
            </span>
            <br />
            {t(words.questionKey)}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t(words.labelKey)}
      tone="danger"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => confirmation && onConfirm(confirmation)}
    />
  );
}
