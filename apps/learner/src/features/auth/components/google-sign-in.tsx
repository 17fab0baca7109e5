import { isApiError } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { useSession } from '@learnforge/app-shell';
import { Box, Button, useTheme } from '@learnforge/ui';
import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../google-identity';
import { ResponseMessage, type ResponseState } from './response-message';

/** The width Google's button is drawn at: it fits the small dialog at 390 px. */
const BUTTON_WIDTH = 280;

/**
 * "Continue with Google" (ADR 0096), shown only when the server names a Google client id. Google's own
 * button (drawn by its script in a frame) hands back an ID token, which the server verifies and turns into
 * this site's usual session cookie; our button stands in while Google's script loads.
 */
export function GoogleSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const providers = useApi('x-auth-providers');
  const clientId = providers.data?.google?.client_id;
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} onSignedIn={onSignedIn} />;
}

function GoogleButton({ clientId, onSignedIn }: { clientId: string; onSignedIn: () => void }) {
  const apiClient = useApiClient();
  const { refresh } = useSession();
  const { theme } = useTheme();
  const slot = useRef<HTMLDivElement>(null);
  const [google, setGoogle] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [response, setResponse] = useState<ResponseState | null>(null);
  const [exchanging, setExchanging] = useState(false);
  // The latest callback, so Google's button (set up once) always signs in with the current props.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    let current = true;
    const exchange = async (credential: string) => {
      setResponse(null);
      setExchanging(true);
      try {
        await apiClient.call('google-signin-verify', { body: { credential } });
        await refresh();
        signedIn.current();
      } catch (error) {
        setResponse({
          type: 'error',
          message: isApiError(error)
            ? error.message
            : 'Could not reach Learnforge. Check your connection and try again.',
        });
      } finally {
        if (current) setExchanging(false);
      }
    };
    loadGoogleIdentity()
      .then((gis) => {
        if (!current || !slot.current) return;
        gis.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => void exchange(credential),
          context: 'signin',
          use_fedcm_for_button: true,
        });
        slot.current.replaceChildren();
        gis.accounts.id.renderButton(slot.current, {
          type: 'standard',
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width: BUTTON_WIDTH,
        });
        setGoogle('ready');
      })
      .catch(() => {
        if (current) setGoogle('failed');
      });
    return () => {
      current = false;
    };
  }, [apiClient, clientId, refresh, theme]);

  return (
    <Box display="flex" flexDirection="column" gap="small" alignItems="center">
      {google === 'ready' ? null : (
        <Button
          variant="outline"
          type="button"
          disabled
          aria-describedby={google === 'failed' ? 'google-sign-in-status' : undefined}
        >
          Continue with Google
        </Button>
      )}
      <div ref={slot} hidden={google !== 'ready'} aria-busy={exchanging} />
      {google === 'failed' ? (
        <span id="google-sign-in-status">
          Google sign-in could not load. Check your connection, or sign in with your email below.
        </span>
      ) : null}
      <ResponseMessage response={response} />
      <Box aria-hidden="true">or</Box>
    </Box>
  );
}
