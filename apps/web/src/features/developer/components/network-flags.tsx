import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { clearNetworkErrors } from '../../../lib/connectivity';
import { formats, t } from '../../../lib/i18n/i18n';
import { networkErrorKeys, readStorage } from '../../../lib/storage-keys';
import { DATE_AND_TIME } from '../lib/call-name';

const readFlags = () => networkErrorKeys.map((key) => ({ key, value: readStorage(key) }));

/** The stored network-error flags (requirements/profile-and-help.md#records), and the button that clears them. */
export function NetworkFlags() {
  const [flags, setFlags] = useState(readFlags);
  const set = flags.filter((flag) => flag.value !== null);

  const describe = (value: string) => {
    const since = Number(value);
    return Number.isFinite(since) && since > 0
      ? t('developer.flagSetAt', { time: formats().dateTime(since, DATE_AND_TIME) })
      : value;
  };

  return (
    <div className="space-y-3">
      {set.length === 0 ? (
        <p className="text-sm text-slate-600">{t('developer.noFlags')}</p>
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
          {t('developer.refreshFlags')}
        </Button>
        <Button
          variant="secondary"
          disabled={set.length === 0}
          onClick={() => {
            clearNetworkErrors();
            setFlags(readFlags());
          }}
        >
          {t('developer.clearNetworkErrors')}
        </Button>
      </div>
    </div>
  );
}
