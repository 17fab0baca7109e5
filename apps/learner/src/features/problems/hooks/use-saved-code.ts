import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'saved' | 'saving' | 'unsaved';

const saveDelayMs = 400;

export function savedCodeKey(slug: string, language: string): string {
  return `learnforge:code:${slug}:${language}`;
}

function savedLanguageKey(slug: string): string {
  return `learnforge:language:${slug}`;
}

/** The language last chosen on this problem, so a reload reopens the code the learner was writing. */
export function readSavedLanguage<L extends string>(slug: string, allowed: readonly L[]): L | null {
  const saved = readSaved(savedLanguageKey(slug));
  return allowed.find((language) => language === saved) ?? null;
}

export function saveLanguage(slug: string, language: string): void {
  write(savedLanguageKey(slug), language);
}

function readSaved(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    // Private mode or a full quota: the page says "Not saved" rather than pretend.
    return false;
  }
}

/**
 * The editor's code for one problem and language, kept in localStorage as the learner types, so a reload
 * or a lost connection loses nothing. Starts from the saved code, else from the starter template.
 */
export function useSavedCode(slug: string, language: string, template: string) {
  const key = savedCodeKey(slug, language);
  const [code, setCodeState] = useState(() => readSaved(key) ?? template);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [loadedKey, setLoadedKey] = useState(key);
  const pending = useRef<{ key: string; value: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    setSaveState(write(waiting.key, waiting.value) ? 'saved' : 'unsaved');
  }, []);

  // Another language (or problem) was chosen: keep what was typed, then load that one's code.
  if (loadedKey !== key) {
    flush();
    setLoadedKey(key);
    setCodeState(readSaved(key) ?? template);
  }

  const setCode = useCallback(
    (value: string) => {
      setCodeState(value);
      setSaveState('saving');
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { key, value, timer: setTimeout(flush, saveDelayMs) };
    },
    [key, flush],
  );

  // Leaving the page (or closing the tab) writes whatever is still waiting.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { code, setCode, saveState };
}
