import type { MessageKey } from '@cmms/shared/i18n/message';
import type { MaterialRequest } from '@cmms/shared/materials';
import { useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import type { SessionUser } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDecideRequest, useDeleteRequest } from '../api/requests';
import { causeOf } from '../lib/failures';
import {
  type Decision,
  editsAsManager,
  ownRequestActions,
  requestActionsFor,
} from '../lib/request-actions';
import { EditRequestDialog } from './edit-request-dialog';
import { type RequestConfirmation, RequestConfirmDialog } from './request-confirm-dialog';

/** The toasts of each decision (requirements/materials.md#errors), read when shown. */
const DECIDED = {
  approve: { done: 'materials.approved', failed: 'materials.approveFailed' },
  reject: { done: 'materials.rejected', failed: 'materials.rejectFailed' },
  issue: { done: 'materials.issued', failed: 'materials.issueFailed' },
} as const satisfies Record<Decision, { done: MessageKey; failed: MessageKey }>;

/**
 * What a list of requests does with its buttons: which ones each row has, the decisions with
 * their toasts (requirements/materials.md#errors), the questions asked first (reject, delete) and the edit dialog. `ownOnly`
 * is My Request History, where even a manager only edits their own Pending requests.
 */
export function useRequestActions(user: SessionUser | null, ownOnly: boolean) {
  const decide = useDecideRequest();
  const remove = useDeleteRequest();
  const [editing, setEditing] = useState<MaterialRequest | null>(null);
  const [confirming, setConfirming] = useState<RequestConfirmation | null>(null);
  const asManager = editsAsManager(user);

  const runDecision = (request: MaterialRequest, decision: Decision) =>
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => notify.success(t(DECIDED[decision].done)),
        onError: (error) =>
          notify.error(
            t(DECIDED[decision].failed, { error: causeOf(error, t('materials.unknownError')) }),
          ),
        onSettled: () => setConfirming(null),
      },
    );
  const runDelete = (request: MaterialRequest) =>
    remove.mutate(request.id, {
      onSuccess: () => notify.success(t('materials.requestDeleted')),
      onError: (error) =>
        notify.error(
          t('materials.deleteRequestFailed', {
            error: causeOf(error, t('materials.unknownError')),
          }),
        ),
      onSettled: () => setConfirming(null),
    });

  const handlers = {
    onEdit: setEditing,
    onDecide: (request: MaterialRequest, decision: Decision) => {
      // requirements/materials.md#states: rejecting asks for confirmation; approving and issuing do not.
      if (decision === 'reject') setConfirming({ kind: 'reject', request });
      else runDecision(request, decision);
    },
    onDelete: (request: MaterialRequest) => setConfirming({ kind: 'delete', request }),
  };

  const dialogs = (
    <>
      <EditRequestDialog request={editing} asManager={asManager} onClose={() => setEditing(null)} />
      <RequestConfirmDialog
        confirmation={confirming}
        busy={decide.isPending || remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={({ kind, request }) =>
          kind === 'delete' ? runDelete(request) : runDecision(request, 'reject')
        }
      />
    </>
  );

  return {
    actionsOf: (request: MaterialRequest) =>
      ownOnly ? ownRequestActions(user, request) : requestActionsFor(user, request),
    busyId: decide.isPending ? (decide.variables?.id ?? null) : null,
    handlers,
    dialogs,
  };
}
