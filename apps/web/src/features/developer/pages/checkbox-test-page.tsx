import type { CellState } from '@cmms/shared/checklists';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
import { CellButton } from '../../checklists/public';
import { DevPage } from '../components/dev-page';
import { INITIAL_CHECK, reopen, save, toggle } from '../lib/checkbox-machine';

const STATE_TEXT = {
  initial: 'developer.stateInitial',
  'in-progress': 'developer.stateInProgress',
  completed: 'developer.stateCompleted',
} as const satisfies Record<CellState, MessageKey>;

/** 'Checkbox Visibility Test' (requirements/profile-and-help.md#screens, #states): the checklist cell's states in isolation. */
export function CheckboxTestPage() {
  const [state, setState] = useState(INITIAL_CHECK);
  const item = t('developer.checkboxItem');
  return (
    <DevPage title={t('screens.checkboxTest')} intro={t('developer.checkboxIntro')}>
      <SectionCard title={t('developer.testItem')}>
        {/* The checklist grid's own cell, read as a three-state checkbox. */}
        <div className="flex items-center gap-3">
          <CellButton
            role="checkbox"
            aria-checked={
              state.state === 'completed' ? true : state.state === 'in-progress' ? 'mixed' : false
            }
            aria-label={state.locked ? t('developer.checkboxItemLocked', { item }) : item}
            state={state.state}
            locked={state.locked}
            inert={state.locked}
            onClick={() => setState(toggle)}
          />
          <span className="text-sm font-medium text-slate-900" aria-hidden>
            {item}
          </span>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">{t('developer.state')}</dt>
            <dd className="font-semibold text-slate-900" aria-live="polite">
              {t(STATE_TEXT[state.state])}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('developer.locked')}</dt>
            <dd className="font-semibold text-slate-900">
              {state.locked ? t('common.yes') : t('common.no')}
            </dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button
            icon={<Save className="size-4" aria-hidden />}
            disabled={state.locked || state.state === 'initial'}
            onClick={() => setState(save)}
          >
            {t('common.save')}
          </Button>
          <Button
            variant="secondary"
            icon={<RotateCcw className="size-4" aria-hidden />}
            disabled={state.state === 'initial' && !state.locked}
            onClick={() => setState(reopen())}
          >
            {t('developer.reopen')}
          </Button>
        </div>
      </SectionCard>
    </DevPage>
  );
}
