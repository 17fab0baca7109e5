import type { Extension } from '@codemirror/state';
import { EDITOR_MODES, type EditorMode } from '@learnforge/domain';

/** The editor's grammars are the domain's editor modes (a judge language names its mode there). */
export const codeEditorLanguages = EDITOR_MODES;
export type CodeEditorLanguage = EditorMode;

/** Names a person reads, e.g. in a language picker or the editor's loading message. */
export const codeEditorLanguageLabels: Record<CodeEditorLanguage, string> = {
  cpp: 'C++',
  python: 'Python',
  javascript: 'JavaScript',
  java: 'Java',
};

// One dynamic import per language so each grammar is its own chunk, fetched only when a problem uses it.
const loaders: Record<CodeEditorLanguage, () => Promise<Extension>> = {
  cpp: () => import('./cppLanguage').then((module) => module.cpp()),
  python: () => import('@codemirror/lang-python').then((module) => module.python()),
  javascript: () => import('@codemirror/lang-javascript').then((module) => module.javascript()),
  java: () => import('@codemirror/lang-java').then((module) => module.java()),
};

const loaded = new Map<CodeEditorLanguage, Promise<Extension>>();

/** Loads a language's grammar once; later calls share the same promise. */
export function loadLanguage(language: CodeEditorLanguage): Promise<Extension> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = loaders[language]();
    // A failed chunk load should be retried on the next mount, not remembered.
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}
