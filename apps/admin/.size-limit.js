import { builtChunks } from '@learnforge/ui/vite';

// Size budgets (gzip level 9, as `npm run bench` counts) checked by `npm test` after the build (ADR 0062).
// A budget sits a little above today's size: raising one is a decision for review, not a side effect.
const chunks = builtChunks(import.meta.dirname);

export default [
  { name: 'staff tools entry (every page)', path: chunks.page(), limit: '160 KiB', gzip: true },
  {
    name: 'problem editor, first render',
    path: chunks.page('src/features/problem-authoring/components/problem-editor-page.tsx'),
    limit: '250 KiB',
    gzip: true,
  },
];
