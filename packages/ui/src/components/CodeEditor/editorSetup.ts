import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  type EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  type KeyBinding,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';

type SearchModule = typeof import('@codemirror/search');
type SearchCommand = 'openSearchPanel' | 'findNext' | 'findPrevious' | 'gotoLine' | 'selectNextOccurrence';

let searchModule: Promise<SearchModule> | undefined;

/** `@codemirror/search` is fetched the first time someone asks for it, then shared by every editor. */
function loadSearch(): Promise<SearchModule> {
  if (!searchModule) {
    searchModule = import('@codemirror/search');
    // A failed chunk load is retried on the next key press, not remembered.
    searchModule.catch(() => {
      searchModule = undefined;
    });
  }
  return searchModule;
}

/** Where an editor's search keymap and match highlighting go once the search module has arrived. */
const searchSlot = new Compartment();
const onDemandSearchPlaceholder: Extension = [];

/**
 * The search keys, bound before the module is here: the first press fetches `@codemirror/search`, installs
 * its own keymap (which takes over every later press, Escape in the panel included) and runs the command.
 * Returning true keeps the browser's own Find from opening over the editor meanwhile.
 */
function onDemand(command: SearchCommand) {
  return (view: EditorView) => {
    loadSearch().then(
      (search) => {
        if (!view.dom.isConnected) return;
        if (searchSlot.get(view.state) === onDemandSearchPlaceholder)
          view.dispatch({
            effects: searchSlot.reconfigure([
              keymap.of(search.searchKeymap),
              search.highlightSelectionMatches(),
            ]),
          });
        search[command](view);
      },
      // Offline or a missing chunk: the editor goes on without search; the next press tries again.
      () => {},
    );
    return true;
  };
}

const onDemandSearchKeys: readonly KeyBinding[] = [
  { key: 'Mod-f', run: onDemand('openSearchPanel'), scope: 'editor search-panel' },
  { key: 'F3', run: onDemand('findNext'), shift: onDemand('findPrevious'), scope: 'editor search-panel' },
  { key: 'Mod-g', run: onDemand('findNext'), shift: onDemand('findPrevious'), scope: 'editor search-panel' },
  { key: 'Mod-Alt-g', run: onDemand('gotoLine') },
  { key: 'Mod-d', run: onDemand('selectNextOccurrence'), preventDefault: true },
];

/**
 * The editor's own setup: what CodeMirror's basic setup gives (the keys in `shortcuts.ts`), minus linting
 * (nothing here reports diagnostics) and with search fetched on first use. `@uiw/react-codemirror` imported
 * search and lint with every editor, whatever its options (ADR 0094).
 */
export function editorSetup(): Extension {
  return [
    // Earlier extensions win at the same precedence, so the real search keymap, once loaded, runs first.
    searchSlot.of(onDemandSearchPlaceholder),
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    rectangularSelection(),
    highlightActiveLine(),
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...onDemandSearchKeys,
      ...historyKeymap,
      ...foldKeymap,
      ...completionKeymap,
      indentWithTab,
    ]),
  ];
}
