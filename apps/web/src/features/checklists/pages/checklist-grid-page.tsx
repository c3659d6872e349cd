import {
  type Cell,
  type CellValue,
  type ChecklistItem,
  checklistRules,
  daysInMonth,
  type MonthProgress,
  monthRange,
} from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import { workOrderRules } from '@cmms/shared/work-rules';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Settings2, UserPlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { KeptNotice, NotKeptMessage } from '../../../components/ui/kept-notice';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { serverReasonOr } from '../../../lib/api-error';
import { formats, t } from '../../../lib/i18n/i18n';
import { useQueuedChanges } from '../../../lib/offline';
import { oldestKept, useKeptAnswer } from '../../../lib/offline/kept-answer';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { workCallerOf } from '../../../lib/work-caller';
import { workOrdersPath } from '../../work-orders/public';
import {
  checklistKeys,
  gridSubject,
  type MonthKey,
  useCategories,
  useChecklists,
  useMonthProgress,
  useReopenCell,
  useSaveProgress,
} from '../api/checklists';
import { AssignUsersDialog } from '../components/assign-users-dialog';
import { CellDialog } from '../components/cell-dialog';
import { CellPhotos } from '../components/cell-photos';
import { GridFiltersBar } from '../components/grid-filters-bar';
import { GridLegend } from '../components/grid-legend';
import { GridProgress } from '../components/grid-progress';
import { GridTable } from '../components/grid-table';
import { type RaiseTarget, RaiseWorkOrderDialog } from '../components/raise-work-order-dialog';
import { RecordValueDialog } from '../components/record-value-dialog';
import { photoCounts, photoSummary, photosByCell, waitingPhotosByCell } from '../lib/cell-photos';
import { checklistSignal } from '../lib/checklist-updates';
import {
  blankCell,
  type CellClick,
  cellKey,
  type GridDay,
  gridDays,
  gridView,
  isoOrReadersDay,
  localDay,
  pendingChanges,
} from '../lib/grid-cells';
import {
  changeMonth,
  firstChecklistOf,
  type GridParams,
  parseGridParams,
  resolveGrid,
  withGridParams,
} from '../lib/grid-filters';
import { checklistManagementPath } from '../lib/grid-paths';
import { emptyGridText } from '../lib/grid-texts';
import { valueOfCell } from '../lib/item-values';
import { useOptimisticTicks } from '../lib/use-optimistic-ticks';

/** The month's line charts of reading items (issue 33): downloaded only by a grid that has them. */
const ReadingCharts = lazy(() => import('../components/reading-charts'));

/**
 * The monthly checklist grid (requirements/checklists.md#screens, #states): filters in the URL, a day cell per item and day,
 * ticks sent at once and shown before the server answers, Save Progress locking what is
 * completed, a dialog to reopen or raise a work order, and other screens' changes arriving by the
 * cross-tab signal and polling.
 */
export function ChecklistGridPage() {
  const session = useSession();
  const user = session?.user ?? null;
  const me = user?.id ?? '';
  const caller = { id: me, ...workCallerOf(user ?? { role: '' }) };
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const now = new Date();
  const today = localDay(now);
  const params = parseGridParams(search, now);

  const checklists = useChecklists();
  const categories = useCategories();
  const grid = resolveGrid(params, checklists.data ?? [], categories.data ?? [], caller);
  const checklist = grid.checklist;
  const userId = grid.userId;
  const monthKey: MonthKey | null =
    checklist && userId
      ? { checklistId: checklist.id, userId, year: params.year, month: params.month }
      : null;
  const progress = useMonthProgress(monthKey);
  // What this device kept stands in for a server it cannot reach (docs/offline.md).
  const keptList = useKeptAnswer(checklists);
  const keptMonth = useKeptAnswer(progress);

  const save = useSaveProgress();
  const reopen = useReopenCell();
  const queuedChanges = useQueuedChanges();
  const putMonth = (key: MonthKey, answer: MonthProgress) =>
    queryClient.setQueryData(checklistKeys.progress(me, key), answer);
  // Ticks on their way, and those kept on this device (issue 21), over the server's cells.
  const {
    ticks,
    kept: keptInMonth,
    tick,
    recordValue,
  } = useOptimisticTicks(monthKey, checklist?.name, putMonth);
  const [assigning, setAssigning] = useState(false);
  const [opened, setOpened] = useState<{ itemId: string; date: string } | null>(null);
  // The cell whose value is being recorded (an item that records more than a tick, issue 33).
  const [recording, setRecording] = useState<{ itemId: string; date: string } | null>(null);
  const [raising, setRaising] = useState<RaiseTarget | null>(null);

  // Another tab (or this one) changed a checklist: show it without a reload.
  useEffect(
    () =>
      checklistSignal.subscribe(() => {
        void queryClient.invalidateQueries(
          { queryKey: checklistKeys.all },
          { cancelRefetch: false },
        );
      }),
    [queryClient],
  );

  const setParams = useCallback(
    (next: GridParams) => setSearch((current) => withGridParams(current, next), { replace: true }),
    [setSearch],
  );
  // What the grid shows is what the URL names, so a copied link opens the same grid.
  const shown: GridParams = {
    ...params,
    checklistId: checklist?.id ?? null,
    userId: grid.users === null ? null : userId,
  };

  const canRecord = user !== null && userId !== null && checklistRules.canRecordFor(caller, userId);
  const canRaiseOnRow = canRecord && monthRange(params.year, params.month).first <= today;
  const canChooseAssignee = user !== null && workOrderRules.canManage(workCallerOf(user));
  const userName =
    checklist?.assignments.find((assignment) => assignment.userId === userId)?.name ??
    (userId === me ? (user?.name ?? '') : '');

  const { first, last } = monthRange(params.year, params.month);
  const month = progress.data;
  const view = month
    ? gridView(month, ticks, user ? { id: me, name: user.name } : null, today)
    : null;
  const days = gridDays(
    params.year,
    params.month,
    month?.days ?? daysInMonth(params.year, params.month),
    today,
    params.date,
  );
  // The cells' photos (issue 33): the server's, and those waiting on this device.
  const subject = monthKey ? gridSubject(monthKey.checklistId, monthKey.userId) : '';
  const serverPhotos = photosByCell(month);
  const waitingPhotos = waitingPhotosByCell(queuedChanges, subject);
  const counts = photoCounts(serverPhotos, waitingPhotos);
  const cellPhotos = (item: ChecklistItem, cell: Cell, lockedHint: boolean) =>
    monthKey && (
      <CellPhotos
        target={{
          checklistId: monthKey.checklistId,
          userId: monthKey.userId,
          itemId: item.id,
          date: cell.date,
          subject,
          summary: photoSummary(checklist?.name, item.name, cell.date),
        }}
        photos={serverPhotos.get(cellKey(item.id, cell.date)) ?? []}
        waiting={waitingPhotos.get(cellKey(item.id, cell.date)) ?? []}
        canAdd={canRecord && cell.date <= today && !cell.locked}
        lockedHint={canRecord && cell.locked && lockedHint}
        locked={cell.locked}
        caller={user ? caller : null}
      />
    );

  const workOrderHref = (workOrder: NonNullable<Cell['workOrder']>) =>
    workOrdersPath(user?.role ?? '', { taskId: workOrder.id });

  const onCell = (item: ChecklistItem, day: GridDay, _cell: Cell, click: CellClick) => {
    if (click.kind === 'tick') tick(item, day.date, click.state);
    else if (click.kind === 'value') setRecording({ itemId: item.id, date: day.date });
    else if (click.kind === 'details') {
      reopen.reset();
      setOpened({ itemId: item.id, date: day.date });
    }
  };

  const saveProgress = () => {
    if (!monthKey) return;
    const key = monthKey;
    save.mutate(
      {
        ...key,
        cells: pendingChanges(ticks),
        summary: msg('checklists.grid.queueSave', {
          checklist: checklist?.name ?? msg('checklists.grid.queueChecklist'),
        }),
      },
      {
        onSuccess: (answer) => {
          if (answer.queued) {
            notify.info(t('offline.keptOnDevice'));
            return;
          }
          putMonth(key, answer.value);
          notify.success(t('checklists.saved'));
        },
        onError: () => notify.error(t('checklists.saveAlertFailed')),
      },
    );
  };

  const openedItem = month?.items.find((item) => item.id === opened?.itemId) ?? null;
  const openedCell =
    opened && view
      ? (view.cells.get(cellKey(opened.itemId, opened.date)) ??
        blankCell(opened.itemId, opened.date))
      : null;
  const openedIsPast = opened !== null && opened.date <= today;
  const mayReopenLocked = user !== null && checklistRules.canReopen(caller);
  const canReopenOpened =
    canRecord && openedCell?.state === 'completed' && (!openedCell.locked || mayReopenLocked);

  const reopenCell = (reopenedDate: string) => {
    if (!monthKey || !opened) return;
    const key = monthKey;
    reopen.mutate(
      {
        checklistId: key.checklistId,
        userId: key.userId,
        itemId: opened.itemId,
        date: opened.date,
        reopenedDate,
      },
      {
        onSuccess: (answer) => {
          putMonth(key, answer);
          setOpened(null);
          notify.success(t('checklists.grid.reopened'));
        },
      },
    );
  };

  const raiseFrom = (item: ChecklistItem, date: string, askDay: boolean, value?: CellValue) => {
    if (!checklist || !userId) return;
    setRaising({ checklist, item, date, askDay, userId, userName, first, last, value });
  };

  const recordingItem = month?.items.find((item) => item.id === recording?.itemId) ?? null;
  const recordingCell =
    recording && view
      ? (view.cells.get(cellKey(recording.itemId, recording.date)) ??
        blankCell(recording.itemId, recording.date))
      : null;
  const record = (value: CellValue | null) => {
    if (!recordingItem || !recordingCell) return;
    recordValue(recordingItem, recordingCell.date, value, {
      hadWorkOrder: recordingCell.workOrder !== null,
    });
    setRecording(null);
  };
  const readingItems = month?.items.filter((item) => item.kind === 'reading') ?? [];
  const raiseDay =
    params.date ?? (today >= first && today <= last ? today : last < today ? last : first);

  const loadFailedText = t(
    checklistRules.seesOnlyAssigned(caller)
      ? 'checklists.loadAssignedFailed'
      : 'checklists.loadFailed',
  );
  const heading = (
    <PageHeader
      title={t('checklists.grid.title')}
      badge={
        checklist &&
        !canRecord && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
            {t('checklists.grid.readOnly')}
          </span>
        )
      }
      actions={
        <div className="flex flex-wrap gap-2">
          {user && checklistRules.canManage(caller) && (
            <ButtonLink variant="secondary" to={checklistManagementPath(user.role)}>
              <Settings2 className="size-4" aria-hidden />
              {t('checklists.grid.manage')}
            </ButtonLink>
          )}
          {user && checklist && checklistRules.canAssign(caller) && (
            <Button
              icon={<UserPlus className="size-4" aria-hidden />}
              onClick={() => setAssigning(true)}
            >
              {t('checklists.grid.assignUser')}
            </Button>
          )}
        </div>
      }
    />
  );

  if (checklists.isPending) {
    return (
      <div className="mx-auto w-full max-w-7xl space-y-5">
        {heading}
        {keptList.notKept ? <NotKeptMessage /> : <ScreenLoading label={t('checklists.loading')} />}
      </div>
    );
  }
  if (keptList.failed && !checklists.data) {
    return (
      <div className="mx-auto w-full max-w-7xl space-y-5">
        {heading}
        <LoadFailed
          message={loadFailedText}
          retrying={checklists.isFetching}
          onRetry={() => {
            void checklists.refetch();
            void categories.refetch();
          }}
        />
      </div>
    );
  }

  const scrollKey = `${checklist?.id}|${userId}|${params.year}|${params.month}|${params.date}|${month ? 1 : 0}`;
  const placeholderGrid = (
    <GridTable
      caption={t('checklists.placeholderItem')}
      items={[]}
      days={days}
      cells={new Map()}
      canRecord={false}
      canRaise={false}
      workOrderHref={workOrderHref}
      onCell={() => {}}
      onRaise={() => {}}
      scrollKey={scrollKey}
      placeholder
    />
  );
  const retryList = () => {
    void checklists.refetch();
    void categories.refetch();
  };
  // The spec's 'No items available - Please create checklists' for those who may create
  // them: no checklist, or no items; the others are told what is true for them, with Retry.
  const emptyGrid = (empty: 'no-checklist' | 'no-items') =>
    user !== null && checklistRules.canManage(caller) ? (
      placeholderGrid
    ) : (
      <ListMessage
        action={
          <Button
            variant="secondary"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={checklists.isFetching}
            onClick={retryList}
          >
            {t('checklists.retry')}
          </Button>
        }
      >
        {emptyGridText(caller, empty)}
      </ListMessage>
    );
  const keptAt = oldestKept(keptList, keptMonth);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      {heading}
      {keptAt !== null && <KeptNotice at={keptAt} />}
      {keptList.failed && <FormAlert message={loadFailedText} />}
      <GridFiltersBar
        categories={grid.categories}
        category={grid.category}
        checklists={grid.checklists.map((item) => ({
          value: item.id,
          label: item.isActive ? item.name : t('checklists.inactiveName', { name: item.name }),
        }))}
        checklistId={checklist?.id ?? null}
        users={grid.users?.map((person) => ({ value: person.id, label: person.name })) ?? null}
        userId={userId}
        year={params.year}
        month={params.month}
        date={params.date}
        today={now}
        onCategory={(key) =>
          setParams({
            ...shown,
            checklistId: firstChecklistOf(key, checklists.data ?? [], params.checklistId),
          })
        }
        onChecklist={(id) => setParams({ ...shown, checklistId: id })}
        onUser={(id) => setParams({ ...shown, userId: id })}
        onMonth={(year, monthNumber) => setParams(changeMonth(shown, year, monthNumber))}
        onDate={(date) => setParams({ ...shown, date })}
      />
      {checklist && (
        <h2 className="text-lg font-semibold wrap-anywhere text-slate-900">
          {checklist.isActive
            ? checklist.name
            : t('checklists.inactiveName', { name: checklist.name })}
          {grid.users && userName && (
            <span className="font-normal text-slate-600"> · {userName}</span>
          )}
        </h2>
      )}
      {!checklist ? (
        emptyGrid('no-checklist')
      ) : !userId ? (
        <ListMessage
          action={
            checklistRules.canAssign(caller) ? (
              <Button
                icon={<UserPlus className="size-4" aria-hidden />}
                onClick={() => setAssigning(true)}
              >
                {t('checklists.grid.assignUser')}
              </Button>
            ) : undefined
          }
        >
          {t(
            checklistRules.canAssign(caller)
              ? 'checklists.grid.noAssigneeAssign'
              : 'checklists.grid.noAssignee',
          )}
        </ListMessage>
      ) : progress.isPending ? (
        keptMonth.notKept ? (
          <NotKeptMessage />
        ) : (
          <ScreenLoading label={t('checklists.grid.loadingMonth')} />
        )
      ) : keptMonth.failed && !month ? (
        <LoadFailed
          message={serverReasonOr(progress.error, t('checklists.unexpected'))}
          retrying={progress.isFetching}
          onRetry={() => void progress.refetch()}
        />
      ) : month && view ? (
        <>
          <GridProgress
            summary={view.summary}
            canSave={canRecord}
            saving={save.isPending}
            refreshing={progress.isFetching && !progress.isPending}
            onSave={saveProgress}
            onRefresh={() => {
              void checklists.refetch();
              void progress.refetch();
            }}
          />
          {keptInMonth > 0 && (
            <p role="status" className="text-sm font-medium text-amber-800">
              {t('checklists.grid.keptTicks', { count: keptInMonth })}
            </p>
          )}
          {month.items.length === 0 ? (
            emptyGrid('no-items')
          ) : (
            <GridTable
              caption={t('checklists.grid.caption', {
                checklist: checklist.name,
                person: userName,
                days:
                  days.length === 1 && params.date
                    ? isoOrReadersDay(params.date)
                    : t('checklists.grid.captionRange', {
                        first: isoOrReadersDay(first),
                        last: isoOrReadersDay(last),
                      }),
              })}
              items={month.items}
              days={days}
              cells={view.cells}
              photoCounts={counts}
              canRecord={canRecord}
              canRaise={canRaiseOnRow}
              workOrderHref={workOrderHref}
              onCell={onCell}
              onRaise={(item) => raiseFrom(item, raiseDay, true)}
              scrollKey={scrollKey}
            />
          )}
          <GridLegend
            kinds={new Set(month.items.map((item) => item.kind))}
            photos={counts.size > 0}
          />
          {readingItems.length > 0 && (
            <Suspense fallback={<ScreenLoading label={t('checklists.chart.loading')} />}>
              <ReadingCharts
                items={readingItems}
                cells={view.cells.values()}
                days={month.days}
                monthLabel={formats().day(first, { month: 'long', year: 'numeric' })}
              />
            </Suspense>
          )}
        </>
      ) : null}
      {checklist && user && checklistRules.canAssign(caller) && (
        <AssignUsersDialog
          checklist={checklist}
          open={assigning}
          onClose={() => setAssigning(false)}
        />
      )}
      <CellDialog
        target={openedItem && openedCell ? { item: openedItem, cell: openedCell, userName } : null}
        today={today}
        canReopen={canReopenOpened}
        lockedForCaller={canRecord && openedCell?.locked === true && !mayReopenLocked}
        canRaise={canRecord && openedIsPast}
        reopening={reopen.isPending}
        reopenError={reopen.error}
        workOrderHref={workOrderHref}
        photos={
          openedItem && openedCell
            ? cellPhotos(
                openedItem,
                openedCell,
                !(canRecord && openedCell.locked && !mayReopenLocked),
              )
            : null
        }
        onReopen={reopenCell}
        onRaise={() => {
          if (openedItem && opened) {
            raiseFrom(
              openedItem,
              opened.date,
              false,
              openedCell ? valueOfCell(openedCell) : undefined,
            );
          }
          setOpened(null);
        }}
        onClose={() => setOpened(null)}
      />
      <RecordValueDialog
        target={
          recordingItem && recordingCell
            ? { item: recordingItem, cell: recordingCell, userName }
            : null
        }
        canRaise={canRecord && recording !== null && recording.date <= today}
        workOrderHref={workOrderHref}
        photos={
          recordingItem && recordingCell ? cellPhotos(recordingItem, recordingCell, true) : null
        }
        onRecord={record}
        onRecordAndRaise={(value) => {
          const item = recordingItem;
          const date = recording?.date;
          record(value);
          if (item && date) raiseFrom(item, date, false, value);
        }}
        onClose={() => setRecording(null)}
      />
      <RaiseWorkOrderDialog
        target={raising}
        today={today}
        canChooseAssignee={canChooseAssignee}
        onRaised={(result) => {
          if (monthKey) putMonth(monthKey, result.progress);
          notify.success(
            t('checklists.raise.created', { number: result.workOrder.workOrderNumber }),
          );
          setRaising(null);
        }}
        onClose={() => setRaising(null)}
      />
    </div>
  );
}
