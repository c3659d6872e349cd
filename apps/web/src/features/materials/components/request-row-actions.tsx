import type { MaterialRequest } from '@cmms/shared/materials';
import { Check, PackageCheck, Pencil, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
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
  layout?: 'icons' | 'buttons';
};

const LOOKS: Record<RequestAction, { verb: string; icon: ReactNode; tone: RowActionTone }> = {
  approve: { verb: 'Approve', icon: <Check className="size-4" aria-hidden />, tone: 'success' },
  reject: { verb: 'Reject', icon: <X className="size-4" aria-hidden />, tone: 'danger' },
  issue: { verb: 'Issue', icon: <PackageCheck className="size-4" aria-hidden />, tone: 'success' },
  edit: { verb: 'Edit', icon: <Pencil className="size-4" aria-hidden />, tone: 'brand' },
  delete: { verb: 'Delete', icon: <Trash2 className="size-4" aria-hidden />, tone: 'danger' },
};

/** requirements/materials.md#screens, #states: the buttons a request offers (lib/request-actions.ts decides which). */
export function RequestRowActions({
  request,
  actions,
  busy,
  layout = 'icons',
  ...handlers
}: Props) {
  const run = (action: RequestAction) => {
    if (action === 'edit') handlers.onEdit(request);
    else if (action === 'delete') handlers.onDelete(request);
    else handlers.onDecide(request, action);
  };
  return (
    <RowActions layout={layout}>
      {actions.map((action) => (
        <RowActionButton
          key={action}
          {...LOOKS[action]}
          subject={`request for ${request.material.name}`}
          layout={layout}
          disabled={busy && action !== 'edit'}
          onClick={() => run(action)}
        />
      ))}
    </RowActions>
  );
}
