import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { CellButton } from '../../checklists/public';
import { DevPage } from '../components/dev-page';
import { INITIAL_CHECK, reopen, save, toggle } from '../lib/checkbox-machine';

const STATE_TEXT = { initial: 'Initial', 'in-progress': 'In progress', completed: 'Completed' };
const ITEM = 'Inspect fire extinguishers';

/** 'Checkbox Visibility Test' (requirements/profile-and-help.md#screens, #states): the checklist cell's states in isolation. */
export function CheckboxTestPage() {
  const [state, setState] = useState(INITIAL_CHECK);
  return (
    <DevPage
      title="Checkbox Visibility Test"
      intro="Click the box to move it through initial, in progress and completed. Save locks it; Reopen starts again."
    >
      <SectionCard title="Test item">
        {/* The checklist grid's own cell, read as a three-state checkbox. */}
        <div className="flex items-center gap-3">
          <CellButton
            role="checkbox"
            aria-checked={
              state.state === 'completed' ? true : state.state === 'in-progress' ? 'mixed' : false
            }
            aria-label={state.locked ? `${ITEM} (locked)` : ITEM}
            state={state.state}
            locked={state.locked}
            inert={state.locked}
            onClick={() => setState(toggle)}
          />
          <span className="text-sm font-medium text-slate-900" aria-hidden>
            {ITEM}
          </span>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">State</dt>
            <dd className="font-semibold text-slate-900" aria-live="polite">
              {STATE_TEXT[state.state]}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Locked</dt>
            <dd className="font-semibold text-slate-900">{state.locked ? 'Yes' : 'No'}</dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button
            icon={<Save className="size-4" aria-hidden />}
            disabled={state.locked || state.state === 'initial'}
            onClick={() => setState(save)}
          >
            Save
          </Button>
          <Button
            variant="secondary"
            icon={<RotateCcw className="size-4" aria-hidden />}
            disabled={state.state === 'initial' && !state.locked}
            onClick={() => setState(reopen())}
          >
            Reopen
          </Button>
        </div>
      </SectionCard>
    </DevPage>
  );
}
