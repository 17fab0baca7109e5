import { useApiClient } from '@learnforge/api-client/react';
import type { JudgeLanguage } from '@learnforge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { draftSync } from './draft-sync';

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

/** The learner's drafts the server keeps (problem-detail's metaData): another device's code opens here too. */
export interface ServerDrafts {
  /** The draft entity a write token is asked for (002 §3 userEntityId); null without a session. */
  userEntityId: string | null;
  drafts: Partial<Record<string, { code: string; saved_at: string }>>;
}

/**
 * The editor's code for one problem and language, kept in localStorage as the learner types, so a reload
 * or a lost connection loses nothing, and on the server for a signed-in learner (`draft-sync`, loaded on the
 * first keystroke). Starts from the newer of this device's copy and the server's, else the starter template.
 */
export function useSavedCode(slug: string, language: string, template: string, server?: ServerDrafts) {
  const key = savedCodeKey(slug, language);
  const entityId = server?.userEntityId;
  const starting = () => {
    const kept = server?.drafts[language];
    const local = readSaved(key);
    return kept && (local === null || Date.parse(kept.saved_at) > Number(readSaved(`${key}:at`)))
      ? kept.code
      : (local ?? template);
  };
  const client = useApiClient();
  const [code, setCodeState] = useState(starting);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [loadedKey, setLoadedKey] = useState(key);
  const pending = useRef<{ key: string; value: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const sync = useRef<Promise<ReturnType<typeof draftSync>> | null>(null);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    setSaveState(
      write(waiting.key, waiting.value) && write(`${waiting.key}:at`, `${Date.now()}`) ? 'saved' : 'unsaved',
    );
  }, []);

  // Another language (or problem) was chosen: keep what was typed, then load that one's code.
  if (loadedKey !== key) {
    flush();
    setLoadedKey(key);
    setCodeState(starting());
  }

  const setCode = useCallback(
    (value: string) => {
      setCodeState(value);
      setSaveState('saving');
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { key, value, timer: setTimeout(flush, saveDelayMs) };
      if (!entityId) return;
      sync.current ??= import('./draft-sync').then((module) =>
        module.draftSync(client, entityId, setServerProblem),
      );
      void sync.current.then((drafts) => drafts.edit(language as JudgeLanguage, value));
    },
    [key, language, entityId, client, flush],
  );

  // Leaving the page (or closing the tab) writes whatever is still waiting.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
  // Leaving the problem (or signing out): the server's copy gets what is still waiting.
  useEffect(() => {
    if (!entityId) return;
    return () => {
      void sync.current?.then((drafts) => drafts.stop());
      sync.current = null;
    };
  }, [entityId]);

  return { code, setCode, saveState, serverProblem };
}
