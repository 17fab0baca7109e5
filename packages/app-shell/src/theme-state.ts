import type { ThemeName } from '@learnforge/ui';
import { atomWithStorage } from 'jotai/utils';

const prefersDark =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;

/** The person's theme choice, kept in localStorage so all three apps on the origin share it. */
export const themeAtom = atomWithStorage<ThemeName>('learnforge-theme', prefersDark ? 'dark' : 'light');
