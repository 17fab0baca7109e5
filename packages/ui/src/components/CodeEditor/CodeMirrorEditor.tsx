import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from '../../theme/ThemeProvider';
import { editorSetup } from './editorSetup';
import { editorTheme } from './editorTheme';
import { type CodeEditorLanguage, loadLanguage } from './languages';

export interface CodeMirrorEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: CodeEditorLanguage;
  label: string;
  readOnly: boolean;
  autoFocus: boolean;
}

/** Marks a change that came from the `value` prop, so it is not reported back through `onChange`. */
const fromProps = Annotation.define<boolean>();

/**
 * The CodeMirror part of the editor. Only `CodeEditor` imports it, through `React.lazy`, so CodeMirror
 * stays out of an app's entry chunk. One `EditorView` lives as long as this component; the theme, label,
 * read-only state and grammar are swapped in through a compartment, so the undo history and the cursor
 * survive them.
 */
export default function CodeMirrorEditor({
  value,
  onChange,
  language,
  label,
  readOnly,
  autoFocus,
}: CodeMirrorEditorProps) {
  const { theme } = useTheme();
  const [grammar, setGrammar] = useState<{ language: CodeEditorLanguage; extension: Extension } | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const settings = useRef(new Compartment()).current;
  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  // The document as last reported through onChange (or set from props). A render can lag a few key presses
  // behind the editor, so a `value` equal to this is our own echo, possibly stale, and must not be written back.
  const lastKnown = useRef(value);

  useEffect(() => {
    let current = true;
    loadLanguage(language).then(
      (extension) => {
        if (current) setGrammar({ language, extension });
      },
      // Without its grammar the editor still edits plain text; nothing else to do.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language]);

  const configured = useMemo(() => {
    const list: Extension[] = [
      editorTheme(theme === 'dark'),
      // CodeMirror's content element is the textbox; without a name axe fails it (TOOLCHAIN gotcha 6).
      EditorView.contentAttributes.of({
        'aria-label': label,
        // axe wants the scroller to hold something focusable, and it does not count contenteditable.
        tabindex: '0',
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      }),
      EditorState.readOnly.of(readOnly),
    ];
    if (grammar?.language === language) list.push(grammar.extension);
    return list;
  }, [theme, label, readOnly, grammar, language]);

  // The view is made once, from the first render's value and settings; the effects below keep it in step.
  const initial = useRef({ value, configured, autoFocus }).current;
  useLayoutEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.value,
        extensions: [
          editorSetup(),
          settings.of(initial.configured),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((change) => change.annotation(fromProps)))
              return;
            lastKnown.current = update.state.doc.toString();
            reportChange.current(lastKnown.current);
          }),
        ],
      }),
    });
    view.current = editor;
    if (initial.autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [initial, settings]);

  // Layout effects, so the view holds the grammar (and the value) by the time `data-language` shows it.
  useLayoutEffect(() => {
    view.current?.dispatch({ effects: settings.reconfigure(configured) });
  }, [configured, settings]);

  useLayoutEffect(() => {
    const editor = view.current;
    if (!editor || value === lastKnown.current) return;
    lastKnown.current = value;
    if (editor.state.doc.toString() === value) return;
    editor.dispatch({
      changes: { from: 0, to: editor.state.doc.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  return (
    <div
      ref={host}
      style={{ height: '100%' }}
      data-language={grammar?.language === language ? language : undefined}
    />
  );
}
