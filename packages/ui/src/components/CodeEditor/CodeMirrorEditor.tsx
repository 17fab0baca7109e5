import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';
import { useTheme } from '../../theme/ThemeProvider';
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

/**
 * The CodeMirror part of the editor. Only `CodeEditor` imports it, through `React.lazy`, so CodeMirror
 * stays out of an app's entry chunk.
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

  const extensions = useMemo(() => {
    const list: Extension[] = [
      editorTheme(theme === 'dark'),
      // CodeMirror's content element is the textbox; without a name axe fails it (TOOLCHAIN gotcha 6).
      EditorView.contentAttributes.of({
        'aria-label': label,
        // axe wants the scroller to hold something focusable, and it does not count contenteditable.
        tabindex: '0',
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      }),
    ];
    if (grammar?.language === language) list.push(grammar.extension);
    return list;
  }, [theme, label, readOnly, grammar, language]);

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme="none"
      readOnly={readOnly}
      autoFocus={autoFocus}
      height="100%"
      style={{ height: '100%' }}
      data-language={grammar?.language === language ? language : undefined}
    />
  );
}
