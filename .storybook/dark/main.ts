import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import base from '../main';

/**
 * The dark pass's Storybook (ADR 0031): only the story files that tag a story `dark-theme`. The vitest plugin takes
 * its test files from `stories` and ignores vitest's own include, so with the shared list every other story file was
 * opened only to run nothing and was reported as a skipped file.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const kit = fileURLToPath(new URL('../../packages/ui/src', import.meta.url));
const darkStoryFiles = readdirSync(kit, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.stories\.tsx?$/.test(file))
  .map((file) => join(kit, file))
  .filter((file) => readFileSync(file, 'utf8').includes("'dark-theme'"))
  .map((file) => relative(here, file));

const config: StorybookConfig = { ...base, stories: darkStoryFiles };
export default config;
