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
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  type KeyBinding,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';

type SearchModule = typeof import('@codemirror/search');
type CompletionModule = typeof import('@codemirror/autocomplete');
type SearchCommand = 'openSearchPanel' | 'findNext' | 'findPrevious' | 'gotoLine' | 'selectNextOccurrence';

/** A module fetched the first time it is asked for, then shared by every editor; a failed fetch is forgotten. */
function fetchedOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let pending: Promise<Module> | undefined;
  return () => {
    if (!pending) {
      pending = load();
      // A failed chunk load is retried on the next key press or focus, not remembered.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

const loadSearch = fetchedOnce<SearchModule>(() => import('@codemirror/search'));

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

/** `@codemirror/autocomplete` (completions and closing brackets) arrives when an editor is first focused. */
const loadCompletion = fetchedOnce<CompletionModule>(() => import('@codemirror/autocomplete'));

/** Where an editor's completion, bracket closing and their keys go once the module has arrived. */
const completionSlot = new Compartment();
const onDemandCompletionPlaceholder: Extension = [];

/**
 * Installs completion and bracket closing in `view` once their module is here, then runs `then` with it. Nobody
 * can type before the editor has focus, so fetching on focus has them in place for the first key in practice; a
 * Ctrl-Space pressed before they arrive still opens the completions once they do.
 */
function withCompletion(view: EditorView, then?: (completion: CompletionModule) => void) {
  loadCompletion().then(
    (completion) => {
      if (!view.dom.isConnected) return;
      if (completionSlot.get(view.state) === onDemandCompletionPlaceholder)
        view.dispatch({
          effects: completionSlot.reconfigure([
            completion.closeBrackets(),
            completion.autocompletion(),
            keymap.of([...completion.closeBracketsKeymap, ...completion.completionKeymap]),
          ]),
        });
      then?.(completion);
    },
    // Offline or a missing chunk: the editor goes on without completions; the next focus tries again.
    () => {},
  );
}

const completionOnFocus = EditorView.domEventHandlers({
  focus: (_event, view) => {
    withCompletion(view);
    return false;
  },
});

const onDemandSearchKeys: readonly KeyBinding[] = [
  { key: 'Mod-f', run: onDemand('openSearchPanel'), scope: 'editor search-panel' },
  { key: 'F3', run: onDemand('findNext'), shift: onDemand('findPrevious'), scope: 'editor search-panel' },
  { key: 'Mod-g', run: onDemand('findNext'), shift: onDemand('findPrevious'), scope: 'editor search-panel' },
  { key: 'Mod-Alt-g', run: onDemand('gotoLine') },
  { key: 'Mod-d', run: onDemand('selectNextOccurrence'), preventDefault: true },
];

/** Ctrl-Space before the completion module is here: fetch it, then open the completions. */
const onDemandCompletionKeys: readonly KeyBinding[] = [
  {
    key: 'Ctrl-Space',
    run: (view) => {
      withCompletion(view, (completion) => completion.startCompletion(view));
      return true;
    },
  },
];

/**
 * The editor's own setup: what CodeMirror's basic setup gives (the keys in `shortcuts.ts`), minus linting
 * (nothing here reports diagnostics), with search fetched on first use (ADR 0094) and completion with bracket
 * closing on first focus (ADR 0103). `@uiw/react-codemirror` imported search and lint with every editor,
 * whatever its options.
 */
export function editorSetup(): Extension {
  return [
    // Earlier extensions win at the same precedence, so the real search keymap, once loaded, runs first.
    searchSlot.of(onDemandSearchPlaceholder),
    // Before the main keymap, as in the basic setup: Backspace deletes a pair of brackets, not one of them.
    completionSlot.of(onDemandCompletionPlaceholder),
    completionOnFocus,
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
    rectangularSelection(),
    highlightActiveLine(),
    keymap.of([
      ...defaultKeymap,
      ...onDemandSearchKeys,
      ...historyKeymap,
      ...foldKeymap,
      ...onDemandCompletionKeys,
      indentWithTab,
    ]),
  ];
}
