import { clsx } from 'clsx';
import { type ComponentPropsWithRef, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './CodeEditor.css';
import { type CodeEditorLanguage, codeEditorLanguageLabels } from './languages';

// CodeMirror (~120 KB gz) loads only when an editor mounts, never with the kit's entry.
const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));
const ShortcutSheetDialog = lazy(() => import('./ShortcutSheetDialog'));

export interface CodeEditorProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** Accessible name of the code textbox, e.g. "Solution code". */
  label: string;
  /** Grammar for highlighting, indentation and completion; each is loaded on first use. */
  language: CodeEditorLanguage;
  /** The code, when the parent owns it (pair with `onChange`). */
  value?: string;
  /** The starting code when the editor owns its state. @default '' */
  defaultValue?: string;
  /** Called with the whole document after every edit. */
  onChange?: (value: string) => void;
  /** Lets people select and copy but not change the code (submissions, model answers). */
  readOnly?: boolean;
  /** Focus the editor once it has loaded. */
  autoFocus?: boolean;
  /** Height of the editing area (CSS length). @default '320px' */
  height?: string;
  /** Controls for the toolbar, e.g. a language select or a Run button. */
  actions?: ReactNode;
  /** Show the "Keyboard shortcuts" button and sheet. @default true */
  showShortcuts?: boolean;
}

/**
 * A code editor on CodeMirror for problem pages: lazy-loaded, one chunk per language, themed by the
 * nearest ThemeProvider, with a sheet listing its keyboard shortcuts.
 */
export function CodeEditor({
  label,
  language,
  value,
  defaultValue = '',
  onChange,
  readOnly = false,
  autoFocus = false,
  height = '320px',
  actions,
  showShortcuts = true,
  className,
  ...props
}: CodeEditorProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const languageLabel = codeEditorLanguageLabels[language];

  function handleChange(next: string) {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }

  return (
    <div {...props} className={clsx(styles.root, className)}>
      <div className={styles.toolbar}>
        <span className={styles.languageName}>{languageLabel}</span>
        {actions}
        {showShortcuts ? <ShortcutSheet /> : null}
      </div>
      <div className={styles.frame} style={{ height }}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label={`Loading the ${languageLabel} editor`} showLabel />
            </div>
          }
        >
          <CodeMirrorEditor
            value={value ?? ownValue}
            onChange={handleChange}
            language={language}
            label={label}
            readOnly={readOnly}
            autoFocus={autoFocus}
          />
        </Suspense>
      </div>
    </div>
  );
}

/** A button that opens a dialog listing the editor's keyboard shortcuts; the dialog loads on the first press. */
export function ShortcutSheet() {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        tone="neutral"
        size="small"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        Keyboard shortcuts
      </Button>
      {pressed ? (
        <Suspense fallback={null}>
          <ShortcutSheetDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
