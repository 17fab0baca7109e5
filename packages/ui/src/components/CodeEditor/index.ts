export { CodeEditor, type CodeEditorProps, ShortcutSheet } from './CodeEditor';
export { type CodeEditorLanguage, codeEditorLanguageLabels, codeEditorLanguages } from './languages';
export { codeEditorShortcuts } from './shortcuts';
