/** The part of Google Identity Services (`accounts.google.com/gsi/client`) the sign-in button uses. */
export interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        context?: 'signin' | 'signup' | 'use';
        ux_mode?: 'popup' | 'redirect';
        use_fedcm_for_button?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type: 'standard' | 'icon';
          theme?: 'outline' | 'filled_blue' | 'filled_black';
          size?: 'large' | 'medium' | 'small';
          text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
          shape?: 'rectangular' | 'pill';
          width?: number;
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentityServices> | undefined;

/**
 * Google's script, added to the page once and only when the site has Google sign-in (the server's CSP lets
 * exactly this address in then, ADR 0096). A page that already has `window.google` uses it as it is.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google?.accounts?.id
        ? resolve(window.google)
        : reject(new Error('Google sign-in did not start'));
    script.onerror = () => reject(new Error('Google sign-in could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load may be tried again when the dialog opens next time.
    loading = undefined;
    throw error;
  });
  return loading;
}
