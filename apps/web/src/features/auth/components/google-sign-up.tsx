import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../../../lib/google-identity';
import { t } from '../../../lib/i18n/i18n';

export interface GoogleSignUpProps {
  clientId: string;
  onCredential(credential: string): void;
}

// Google draws its button at a fixed pixel width, at most 400.
const MAX_BUTTON_WIDTH = 400;
// Google's code for the button's words ("Sign up with Google"), which Google writes itself.
const SIGN_UP_WORDING = 'signup_with';

/** Google's own "Sign up with Google" button (requirements/accounts.md#screens), drawn by Google Identity Services. */
export function GoogleSignUp({ clientId, onCredential }: GoogleSignUpProps) {
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const handleCredential = useEffectEvent(onCredential);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((identity) => {
        const target = container.current;
        if (cancelled || !target) return;
        identity.initialize({
          client_id: clientId,
          context: 'signup',
          ux_mode: 'popup',
          callback: (response) => handleCredential(response.credential),
        });
        identity.renderButton(target, {
          theme: 'outline',
          size: 'large',
          text: SIGN_UP_WORDING,
          shape: 'rectangular',
          width: Math.min(target.clientWidth, MAX_BUTTON_WIDTH),
        });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div>
      <div ref={container} className="flex min-h-11 justify-center" />
      {unavailable && (
        <p className="text-center text-sm text-slate-600">{t('account.googleSignUpUnavailable')}</p>
      )}
    </div>
  );
}
