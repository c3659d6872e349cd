import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { clearNetworkErrors } from '../../../lib/connectivity';
import { networkErrorKeys, readStorage } from '../../../lib/storage-keys';

const readFlags = () => networkErrorKeys.map((key) => ({ key, value: readStorage(key) }));

/** The stored network-error flags (requirements/profile-and-help.md#records), and the button that clears them. */
export function NetworkFlags() {
  const [flags, setFlags] = useState(readFlags);
  const set = flags.filter((flag) => flag.value !== null);

  const describe = (value: string) => {
    const since = Number(value);
    return Number.isFinite(since) && since > 0 ? `set ${new Date(since).toLocaleString()}` : value;
  };

  return (
    <div className="space-y-3">
      {set.length === 0 ? (
        <p className="text-sm text-slate-600">No network error flags are stored.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {set.map((flag) => (
            <li key={flag.key}>
              <code className="rounded bg-slate-100 px-1">{flag.key}</code>:{' '}
              {describe(flag.value ?? '')}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setFlags(readFlags())}>
          Refresh flags
        </Button>
        <Button
          variant="secondary"
          disabled={set.length === 0}
          onClick={() => {
            clearNetworkErrors();
            setFlags(readFlags());
          }}
        >
          Clear network errors
        </Button>
      </div>
    </div>
  );
}
