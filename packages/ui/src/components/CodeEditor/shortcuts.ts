/**
 * The keys the editor's setup (`editorSetup.ts`) binds, as shown in the shortcut sheet. `Mod` is Ctrl, or ⌘ on a Mac.
 * Kept in step with @codemirror/commands, search and autocomplete default keymaps.
 */
export const codeEditorShortcuts = [
  { keys: ['Mod', 'Z'], action: 'Undo' },
  { keys: ['Mod', 'Shift', 'Z'], action: 'Redo' },
  { keys: ['Mod', '/'], action: 'Comment or uncomment the line' },
  { keys: ['Mod', ']'], action: 'Indent the line' },
  { keys: ['Mod', '['], action: 'Unindent the line' },
  { keys: ['Alt', '↑'], action: 'Move the line up' },
  { keys: ['Alt', '↓'], action: 'Move the line down' },
  { keys: ['Shift', 'Alt', '↓'], action: 'Copy the line down' },
  { keys: ['Mod', 'Shift', 'K'], action: 'Delete the line' },
  { keys: ['Mod', 'D'], action: 'Select the next occurrence' },
  { keys: ['Mod', 'F'], action: 'Find and replace' },
  { keys: ['Mod', 'G'], action: 'Find the next match' },
  { keys: ['Mod', 'Alt', 'G'], action: 'Go to a line' },
  { keys: ['Ctrl', 'Space'], action: 'Show completions' },
  { keys: ['Esc', 'Tab'], action: 'Leave the editor (Tab alone indents)' },
] as const satisfies readonly { keys: readonly string[]; action: string }[];

/** Whether to show ⌘/⌥ instead of Ctrl/Alt. */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

export function keyLabel(key: string, apple: boolean): string {
  if (key === 'Mod') return apple ? '⌘' : 'Ctrl';
  if (key === 'Alt') return apple ? '⌥' : 'Alt';
  return key;
}
