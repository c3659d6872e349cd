import type { MaterialRequest } from '@cmms/shared/materials';
import { useState } from 'react';
import type { SessionUser } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDecideRequest, useDeleteRequest } from '../api/requests';
import { causeOf } from '../lib/failures';
import { materialMessages } from '../lib/material-messages';
import {
  type Decision,
  editsAsManager,
  ownRequestActions,
  requestActionsFor,
} from '../lib/request-actions';
import { EditRequestDialog } from './edit-request-dialog';
import { type RequestConfirmation, RequestConfirmDialog } from './request-confirm-dialog';

const DECIDED: Record<Decision, { done: string; failed: (cause: string) => string }> = {
  approve: { done: materialMessages.approved, failed: materialMessages.approveFailed },
  reject: { done: materialMessages.rejected, failed: materialMessages.rejectFailed },
  issue: { done: materialMessages.issued, failed: materialMessages.issueFailed },
};

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
        onSuccess: () => notify.success(DECIDED[decision].done),
        onError: (error) =>
          notify.error(DECIDED[decision].failed(causeOf(error, materialMessages.unknownError))),
        onSettled: () => setConfirming(null),
      },
    );
  const runDelete = (request: MaterialRequest) =>
    remove.mutate(request.id, {
      onSuccess: () => notify.success(materialMessages.requestDeleted),
      onError: (error) =>
        notify.error(`Failed to delete request: ${causeOf(error, materialMessages.unknownError)}`),
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
