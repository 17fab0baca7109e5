import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on rendered markup. Colour contrast needs real layout and is checked by the Storybook tests
 * in Chromium instead; `region` is about whole pages, not parts.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`).join('\n')).toBe('');
}
