import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DevPage } from '../components/dev-page';
import { Panel } from '../components/panel';
import { TriStateCheckbox } from '../components/tri-state-checkbox';
import { INITIAL_CHECK, reopen, save, toggle } from '../lib/checkbox-machine';

const STATUS_TEXT = { initial: 'Initial', 'in-progress': 'In progress', completed: 'Completed' };

/** 'Checkbox Visibility Test' (doc 002 §2.13, §4): the checklist cell's states in isolation. */
export function CheckboxTestPage() {
  const [state, setState] = useState(INITIAL_CHECK);
  return (
    <DevPage
      title="Checkbox Visibility Test"
      intro="Click the box to move it through initial, in progress and completed. Save locks it; Reopen starts again."
    >
      <Panel title="Test item">
        <TriStateCheckbox
          label="Inspect fire extinguishers"
          state={state}
          onToggle={() => setState(toggle)}
        />
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">State</dt>
            <dd className="font-semibold text-slate-900" aria-live="polite">
              {STATUS_TEXT[state.status]}
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
            disabled={state.locked || state.status === 'initial'}
            onClick={() => setState(save)}
          >
            Save
          </Button>
          <Button
            variant="secondary"
            icon={<RotateCcw className="size-4" aria-hidden />}
            disabled={state.status === 'initial' && !state.locked}
            onClick={() => setState(reopen())}
          >
            Reopen
          </Button>
        </div>
      </Panel>
    </DevPage>
  );
}
