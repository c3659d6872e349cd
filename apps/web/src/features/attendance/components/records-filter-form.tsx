import { recordsQuerySchema } from '@cmms/shared/attendance';
import { issueText } from '@cmms/shared/i18n/issues';
import { Filter, RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { t, translator } from '../../../lib/i18n/i18n';
import type { RecordFilters } from '../api/attendance-keys';
import type { Option } from '../lib/use-admin-options';

/**
 * The records filter (requirements/attendance.md#screens): Start Date, End Date, Site, User. Nothing is asked until Filter;
 * the range is checked with the server's own rules first. Reset goes back to `defaults`.
 */
export function RecordsFilterForm({
  applied,
  defaults,
  siteOptions,
  userOptions,
  onApply,
}: {
  applied: RecordFilters;
  defaults: RecordFilters;
  siteOptions: Option[];
  userOptions: Option[];
  onApply(filters: RecordFilters): void;
}) {
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof RecordFilters) => (event: { target: { value: string } }) =>
    setDraft((now) => ({ ...now, [field]: event.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = recordsQuerySchema.safeParse({
      startDate: draft.startDate || undefined,
      endDate: draft.endDate || undefined,
    });
    const [issue] = check.error?.issues ?? [];
    setProblem(issue ? issueText(translator(), issue) : null);
    if (check.success) onApply(draft);
  };
  const reset = () => {
    setDraft(defaults);
    setProblem(null);
    onApply(defaults);
  };

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label={t('attendance.filterRecords')}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <TextField
          label={t('attendance.startDate')}
          type="date"
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={set('startDate')}
        />
        <TextField
          label={t('attendance.endDate')}
          type="date"
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={set('endDate')}
        />
        <SelectField
          label={t('attendance.site')}
          className="col-span-2 sm:col-span-1"
          options={[{ value: '', label: t('attendance.allSites') }, ...siteOptions]}
          value={draft.siteId}
          onChange={set('siteId')}
        />
        <SelectField
          label={t('attendance.user')}
          className="col-span-2 sm:col-span-1"
          options={[{ value: '', label: t('attendance.allUsers') }, ...userOptions]}
          value={draft.userId}
          onChange={set('userId')}
        />
      </div>
      <FormAlert message={problem} />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          icon={<RotateCcw className="size-4" aria-hidden />}
          onClick={reset}
        >
          {t('attendance.reset')}
        </Button>
        <Button type="submit" icon={<Filter className="size-4" aria-hidden />}>
          {t('attendance.filter')}
        </Button>
      </div>
    </form>
  );
}
