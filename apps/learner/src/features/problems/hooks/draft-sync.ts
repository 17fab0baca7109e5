import type { ApiClient, Contract } from '@learnforge/api-client';
import type { JudgeLanguage } from '@learnforge/domain';

/** Sent to the server this long after the learner stops typing, and at once when the page is hidden or left. */
const serverDelayMs = 5000;
/** A token with less than this left is renewed at the next keystroke, so it is still good when the page closes. */
const renewMs = 10 * 60_000;

/**
 * The server's copy of the learner's code (ADR 0096), loaded on the first keystroke so the problem page's first
 * render carries none of it. Drafts go by `navigator.sendBeacon`, which still goes when the tab closes; a beacon
 * carries no answer back, so each one holds a write token for this learner's own draft, bound to their session.
 * `onProblem` gets the reason a token could not be had (shown beside the editor), or null once one is.
 */
export function draftSync(
  client: ApiClient<Contract>,
  entityId: string,
  onProblem: (message: string | null) => void,
) {
  let token: { token: string; expires: number } | null = null;
  let asking = false;
  let unsent: { language: JudgeLanguage; code: string } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    clearTimeout(timer);
    if (!unsent || !token || token.expires < Date.now()) return;
    const body = { token: token.token, ...unsent };
    unsent = null;
    navigator.sendBeacon(
      client.url('x-problem-draft-save', { path: { entityId }, body }),
      JSON.stringify(body),
    );
  };

  const renew = () => {
    if (asking || (token && token.expires - Date.now() > renewMs)) return;
    asking = true;
    client.call('user-write-token', { path: { entityId } }).then(
      (answer) => {
        token = { token: answer.token, expires: Date.parse(answer.expires_at) };
        asking = false;
        onProblem(null);
        // Typed before the first token came: send it on the usual schedule.
        if (unsent) timer = setTimeout(send, serverDelayMs);
      },
      (error: Error) => {
        asking = false;
        onProblem(error.message);
      },
    );
  };

  const hidden = () => document.visibilityState === 'hidden' && send();
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('pagehide', send);

  return {
    edit(language: JudgeLanguage, code: string) {
      // Another language's unsent code goes first: each language is its own draft.
      if (unsent && unsent.language !== language) send();
      unsent = { language, code };
      clearTimeout(timer);
      timer = setTimeout(send, serverDelayMs);
      renew();
    },
    /** Leaving the problem: send what is waiting and stop listening. */
    stop() {
      send();
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', send);
    },
  };
}
