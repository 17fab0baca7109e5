import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';

describe('expectNoAxeViolations', () => {
  it('fails on an unnamed button, so a passing component test means something', async () => {
    render(<button type="button" />);
    await expect(expectNoAxeViolations()).rejects.toThrow(/button-name/);
  });
});
