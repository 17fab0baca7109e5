import { useApiClient } from '@learnforge/api-client/react';
import { useCallback, useEffect, useRef, useState } from 'react';

type Activity = 'tab_switch' | 'window_shrink' | 'fullscreen_exit';

const ACTIVITY_WORDS: Record<Activity, string> = {
  tab_switch: 'You left the contest tab',
  window_shrink: 'The window was made smaller',
  fullscreen_exit: 'You left full screen',
};

export interface ProctoringState {
  warnings: number;
  maxWarnings: number;
  terminated: boolean;
  /** The last warning, worded for people and screen readers. */
  message: string | null;
  fullscreen: boolean;
  enterFullscreen: () => void;
}

/**
 * Watches for leaving the tab, leaving full screen and shrinking the window, and posts each as a
 * warning (user/activity). Only those three count: moving focus with the keyboard or a screen
 * reader's own keys never leaves the page, so nobody is flagged for using them.
 */
export function useProctoring(
  slug: string,
  {
    enabled,
    maxWarnings,
    initialWarnings,
  }: { enabled: boolean; maxWarnings: number; initialWarnings: number },
): ProctoringState {
  const client = useApiClient();
  const [warnings, setWarnings] = useState(initialWarnings);
  const [terminated, setTerminated] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  const lastSent = useRef(0);
  const widest = useRef(window.innerWidth);

  const report = useCallback(
    async (activity: Activity) => {
      // One switch fires blur, visibility and sometimes resize together: count it once.
      if (Date.now() - lastSent.current < 1500) return;
      lastSent.current = Date.now();
      try {
        const reply = await client.call('contest-user-activity', {
          body: { contest_slug: slug, activity, occurred_at: new Date().toISOString() },
        });
        setWarnings(reply.warnings_count);
        setTerminated(reply.isProctoredTerminated);
        setMessage(
          reply.isProctoredTerminated
            ? `${ACTIVITY_WORDS[activity]}. That was warning ${reply.warnings_count}; your attempt has been ended.`
            : `Warning ${reply.warnings_count} of ${reply.max_warnings}: ${ACTIVITY_WORDS[activity].toLowerCase()}. After ${reply.max_warnings} warnings the next one ends your attempt.`,
        );
      } catch {
        setMessage(
          `${ACTIVITY_WORDS[activity]}. The warning could not be sent; it will count when you are back online.`,
        );
      }
    },
    [client, slug],
  );

  useEffect(() => {
    if (!enabled) return;
    // Reloading or leaving the page also hides it on the way out (pagehide comes first): that is no
    // tab switch, and the attempt's timer carries on on the server anyway.
    let unloading = false;
    const onPageHide = () => {
      unloading = true;
    };
    const onPageShow = () => {
      unloading = false;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && !unloading) void report('tab_switch');
    };
    const onFullscreen = () => {
      const now = document.fullscreenElement !== null;
      setFullscreen(now);
      if (!now) void report('fullscreen_exit');
    };
    const onResize = () => {
      widest.current = Math.max(widest.current, window.innerWidth);
      if (document.fullscreenElement === null && window.innerWidth < widest.current * 0.75)
        void report('window_shrink');
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('resize', onResize);
    };
  }, [enabled, report]);

  return {
    warnings,
    maxWarnings,
    terminated,
    message,
    fullscreen,
    enterFullscreen: () => {
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
    },
  };
}
