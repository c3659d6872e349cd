/**
 * Google Identity Services, loaded only on a server that has Google sign-up configured: its
 * Content-Security-Policy allows accounts.google.com only then, and nothing external loads
 * otherwise.
 */
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  /** The signed ID token; the server verifies it. */
  credential: string;
}

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback(response: GoogleCredentialResponse): void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      width?: number;
      logo_alignment?: 'left' | 'center';
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | undefined;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const identity = window.google?.accounts.id;
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services did not initialise'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // Let a later visit try again rather than keep the failure forever.
    loading = undefined;
    throw error;
  });
  return loading;
}

export interface GoogleProfile {
  googleId: string;
  email: string;
  name: string;
  picture: string;
}

/**
 * The profile fields the spec sends with a Google registration (requirements/accounts.md#records), read from the ID
 * token's payload. Only for display and the request body: the server verifies the token itself.
 */
export function profileFromCredential(credential: string): Partial<GoogleProfile> {
  const payload = credential.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      googleId: text(claims.sub),
      email: text(claims.email),
      name: text(claims.name),
      picture: text(claims.picture),
    };
  } catch {
    return {};
  }
}
