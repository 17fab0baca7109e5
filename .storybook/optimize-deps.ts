/**
 * Modules Vite's dependency scan cannot see up front: vanilla-extract injects the first two in its transform,
 * and the rest are imported only when a component first renders (tables, charts, lazy editor languages,
 * highlighting). A late discovery reloads the browser mid-run and fails the test file that found it, so
 * Storybook and the screenshot tests both optimize these before the first page loads.
 */
export const lateFoundDependencies = [
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@radix-ui/react-popover',
  'd3-scale',
  'd3-shape',
  'd3-array',
  '@codemirror/state',
  '@codemirror/view',
  '@codemirror/commands',
  '@codemirror/autocomplete',
  '@codemirror/language',
  '@codemirror/search',
  '@codemirror/legacy-modes/mode/clike',
  '@codemirror/lang-java',
  '@codemirror/lang-javascript',
  '@codemirror/lang-python',
  'diff',
  'papaparse',
  'highlight.js/lib/core',
  'highlight.js/lib/languages/cpp',
  'highlight.js/lib/languages/java',
  'highlight.js/lib/languages/javascript',
  'highlight.js/lib/languages/python',
  'highlight.js/lib/languages/typescript',
];
