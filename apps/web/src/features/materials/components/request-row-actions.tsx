import type { MessageKey } from '@cmms/shared/i18n/message';
import type { MaterialRequest } from '@cmms/shared/materials';
import { Check, PackageCheck, Pencil, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import type { Decision, RequestAction } from '../lib/request-actions';
import { RowActionButton, RowActions, type RowActionTone } from './row-action-button';

export interface RequestHandlers {
  onDecide(request: MaterialRequest, decision: Decision): void;
  onEdit(request: MaterialRequest): void;
  onDelete(request: MaterialRequest): void;
}

type Props = RequestHandlers & {
  request: MaterialRequest;
  actions: RequestAction[];
  /** A decision on this request is under way. */
  busy: boolean;
  /** Icons with words (phone cards), else icons only (the wide table). */
  words?: boolean;
};

const LOOKS = {
  approve: {
    verb: 'materials.approve',
    icon: <Check className="size-4" aria-hidden />,
    tone: 'success',
  },
  reject: { verb: 'materials.reject', icon: <X className="size-4" aria-hidden />, tone: 'danger' },
  issue: {
    verb: 'materials.issue',
    icon: <PackageCheck className="size-4" aria-hidden />,
    tone: 'success',
  },
  edit: { verb: 'materials.edit', icon: <Pencil className="size-4" aria-hidden />, tone: 'brand' },
  delete: {
    verb: 'materials.delete',
    icon: <Trash2 className="size-4" aria-hidden />,
    tone: 'danger',
  },
} as const satisfies Record<
  RequestAction,
  { verb: MessageKey; icon: ReactNode; tone: RowActionTone }
>;

/** requirements/materials.md#screens, #states: the buttons a request offers (lib/request-actions.ts decides which). */
export function RequestRowActions({ request, actions, busy, words = false, ...handlers }: Props) {
  const run = (action: RequestAction) => {
    if (action === 'edit') handlers.onEdit(request);
    else if (action === 'delete') handlers.onDelete(request);
    else handlers.onDecide(request, action);
  };
  return (
    <RowActions words={words}>
      {actions.map((action) => (
        <RowActionButton
          key={action}
          icon={LOOKS[action].icon}
          tone={LOOKS[action].tone}
          verb={t(LOOKS[action].verb)}
          subject={t('materials.requestSubject', { name: request.material.name })}
          words={words}
          disabled={busy && action !== 'edit'}
          onClick={() => run(action)}
        />
      ))}
    </RowActions>
  );
}
