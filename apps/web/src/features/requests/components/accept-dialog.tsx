import type { AcceptRequestBody, WorkRequest } from '@cmms/shared/requests';
import { TASK_PRIORITIES, takesWorkOrders } from '@cmms/shared/work-orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { notify } from '../../../lib/toast';
import { useAssignees } from '../../assets/public';
import { useDecideRequest } from '../api/requests';
import {
  ACCEPT_FIELDS,
  type AcceptFormValues,
  acceptDefaults,
  acceptResolver,
  minimumDueDate,
} from '../lib/accept-form';
import { handleDecisionFailure } from '../lib/decision-failure';
import { PRIORITY_LABELS } from '../lib/request-display';
import { RequestSummary } from './request-summary';

function AcceptForm({ request, onDone }: { request: WorkRequest; onDone(): void }) {
  const decide = useDecideRequest();
  // The people the work order form offers for the site: its staff who take work orders.
  const assignees = useAssignees(request.siteId);
  const people = assignees.data?.filter((person) => takesWorkOrders(person.role));
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    AcceptFormValues,
    unknown,
    AcceptRequestBody
  >({ resolver: acceptResolver(), defaultValues: acceptDefaults(request) });
  const { errors } = formState;

  const assigneeOptions = [
    {
      value: '',
      label: assignees.isPending
        ? t('workOrders.loadingPeople')
        : people?.length === 0
          ? t('workOrders.noAssignees')
          : t('workOrders.selectAssignee'),
    },
    ...(people ?? []).map((person) => ({
      value: person.id,
      label: t('workOrders.assigneeOption', { name: person.name, role: roleLabel(person.role) }),
    })),
  ];
  const priorityOptions = TASK_PRIORITIES.map((priority) => ({
    value: priority,
    label: t(PRIORITY_LABELS[priority]),
  }));

  const submit = handleSubmit((body) => {
    setAlert(null);
    decide.mutate(
      { kind: 'accept', id: request.id, body },
      {
        onSuccess: (accepted) => {
          notify.success(
            accepted.task
              ? t('requests.acceptedAs', {
                  number: request.number,
                  workOrder: accepted.task.workOrderNumber,
                })
              : t('requests.acceptedPlain', { number: request.number }),
          );
          onDone();
        },
        onError: (error) =>
          handleDecisionFailure(error, ACCEPT_FIELDS, t('requests.acceptFailed'), {
            close: onDone,
            tellClosed: notify.error,
            placeFields: (placed) => {
              for (const [field, message] of placed) setError(field, { message });
            },
            alert: setAlert,
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <RequestSummary request={request} />
        <p className="text-sm text-slate-600">{t('requests.acceptExplained')}</p>
        <TextField
          label={t('workOrders.fieldTitle')}
          maxLength={200}
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField
          label={t('workOrders.fieldAssignee')}
          required
          options={assigneeOptions}
          error={errors.assignedToId?.message}
          {...register('assignedToId')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('workOrders.fieldDueDate')}
            type="date"
            required
            min={minimumDueDate()}
            error={errors.dueDate?.message}
            {...register('dueDate')}
          />
          <SelectField
            label={t('workOrders.fieldPriority')}
            options={priorityOptions}
            error={errors.priority?.message}
            {...register('priority')}
          />
        </div>
        <FormAlert message={alert} />
      </div>
      <DialogActions
        submitLabel={t('requests.acceptSubmit')}
        busy={decide.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Accept: the request becomes a work order of its site, with its text, asset and photo. */
export function AcceptDialog({
  request,
  onClose,
}: {
  request: WorkRequest | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={request !== null}
      title={request ? t('requests.acceptTitle', { number: request.number }) : ''}
      onClose={onClose}
    >
      {request && <AcceptForm key={request.id} request={request} onDone={onClose} />}
    </FormDialog>
  );
}
