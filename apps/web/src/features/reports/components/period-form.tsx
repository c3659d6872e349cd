import type { ReportInterval } from '@cmms/shared/reports';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';

export type Period = { from: string; to: string; interval: ReportInterval };

/** The period of the reports: from, to and by week or month, each change applied at once. */
export function PeriodForm({
  period,
  errors,
  onChange,
}: {
  period: Period;
  errors: Partial<Record<'from' | 'to', string>> | null;
  onChange(period: Period): void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:max-w-2xl">
      <TextField
        label={t('reports.from')}
        type="date"
        value={period.from}
        error={errors?.from}
        onChange={(event) => onChange({ ...period, from: event.target.value })}
      />
      <TextField
        label={t('reports.to')}
        type="date"
        value={period.to}
        error={errors?.to}
        onChange={(event) => onChange({ ...period, to: event.target.value })}
      />
      <SelectField
        className="col-span-2 sm:col-span-1"
        label={t('reports.interval')}
        options={[
          { value: 'month', label: t('reports.byMonth') },
          { value: 'week', label: t('reports.byWeek') },
        ]}
        value={period.interval}
        onChange={(event) =>
          onChange({ ...period, interval: event.target.value as ReportInterval })
        }
      />
    </div>
  );
}
