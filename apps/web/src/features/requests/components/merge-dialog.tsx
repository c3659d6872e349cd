import { issueText } from '@cmms/shared/i18n/issues';
import { mergeRequestSchema, type WorkRequest } from '@cmms/shared/requests';
import { clsx } from 'clsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SearchField } from '../../../components/ui/search-field';
import { serverReasonOr } from '../../../lib/api-error';
import { formats, t, translator } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { statusLabel } from '../../work-orders/public';
import { useDecideRequest, useOpenWorkOrders, WORK_ORDER_OPTIONS_LIMIT } from '../api/requests';
import { handleDecisionFailure } from '../lib/decision-failure';
import { RequestSummary } from './request-summary';

const dueText = (day: string) =>
  formats().dateTime(`${day.slice(0, 10)}T12:00:00`, { dateStyle: 'medium' });

function WorkOrderChoices({
  request,
  chosen,
  error,
  onChoose,
}: {
  request: WorkRequest;
  chosen: string;
  error: string | null;
  onChoose(taskId: string): void;
}) {
  const ids = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const options = useOpenWorkOrders(request.siteId, term, true);
  const page = options.data;

  let list: ReactNode;
  if (options.isPending) list = <ScreenLoading label={t('requests.loadingWorkOrders')} />;
  else if (options.isError && !page) {
    list = (
      <LoadFailed
        message={serverReasonOr(options.error, t('requests.workOrdersFailed'))}
        retrying={options.isFetching}
        onRetry={() => void options.refetch()}
      />
    );
  } else if (!page || page.items.length === 0) {
    list = (
      <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
        {term === ''
          ? t('requests.noOpenWorkOrders', { site: request.siteName })
          : t('requests.noWorkOrderMatch')}
      </p>
    );
  } else {
    list = (
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
        {page.items.map((task) => (
          <li key={task.id}>
            <label
              className={clsx(
                'flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-brand-600',
                chosen === task.id && 'bg-brand-50',
              )}
            >
              <input
                type="radio"
                name={`${ids}-task`}
                value={task.id}
                checked={chosen === task.id}
                onChange={() => onChoose(task.id)}
                aria-describedby={`${ids}-${task.id}`}
                className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900 wrap-anywhere">
                  <span dir="ltr" className="tabular-nums">
                    {task.workOrderNumber}
                  </span>{' '}
                  · {task.title}
                </span>
                <span id={`${ids}-${task.id}`} className="block text-sm text-slate-600">
                  {t('requests.workOrderFacts', {
                    status: statusLabel(task.status),
                    name: task.assignedTo.name,
                    day: dueText(task.dueDate),
                  })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {t('requests.openWorkOrdersAt', { site: request.siteName })}
      </legend>
      <SearchField
        label={t('requests.searchWorkOrders')}
        placeholder={t('requests.searchWorkOrdersPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {list}
      {page && page.total > page.items.length && (
        <p className="text-sm text-slate-500">
          {t('requests.workOrdersShown', {
            shown: Math.min(page.items.length, WORK_ORDER_OPTIONS_LIMIT),
            total: page.total,
          })}
        </p>
      )}
      {error && (
        <p id={`${ids}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function MergeForm({ request, onDone }: { request: WorkRequest; onDone(): void }) {
  const decide = useDecideRequest();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const checked = mergeRequestSchema.safeParse({ taskId: chosen });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      setError(issue ? issueText(translator(), issue) : null);
      return;
    }
    decide.mutate(
      { kind: 'merge', id: request.id, body: checked.data },
      {
        onSuccess: (merged) => {
          notify.success(
            t('requests.mergedInto', {
              number: request.number,
              workOrder: merged.task?.workOrderNumber ?? '',
            }),
          );
          onDone();
        },
        onError: (failed) =>
          handleDecisionFailure(failed, ['taskId'], t('requests.mergeFailed'), {
            close: onDone,
            tellClosed: notify.error,
            placeFields: (placed) => setError(placed[0]?.[1] ?? null),
            alert: setAlert,
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <RequestSummary request={request} />
        <p className="text-sm text-slate-600">{t('requests.mergeExplained')}</p>
        <WorkOrderChoices
          request={request}
          chosen={chosen}
          error={error}
          onChoose={(taskId) => {
            setChosen(taskId);
            setError(null);
          }}
        />
        <FormAlert message={alert} />
      </div>
      <DialogActions
        submitLabel={t('requests.mergeSubmit')}
        busy={decide.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Merge: the request joins an open work order of its site that already covers it. */
export function MergeDialog({
  request,
  onClose,
}: {
  request: WorkRequest | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={request !== null}
      title={request ? t('requests.mergeTitle', { number: request.number }) : ''}
      wide
      onClose={onClose}
    >
      {request && <MergeForm key={request.id} request={request} onDone={onClose} />}
    </FormDialog>
  );
}
