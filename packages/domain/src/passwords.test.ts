import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './passwords';

describe('passwordProblem', () => {
  it('refuses fewer than 8 characters, counting characters rather than UTF-16 units', () => {
    expect(passwordProblem('short1!')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('quiet-harbor-71')).toBeNull();
  });

  it('refuses the e-mail address or its local part', () => {
    expect(passwordProblem('Asha.Learner@demo.test', 'asha.learner@demo.test')).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('asha.learner', 'asha.learner@demo.test')).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('asha.learner', 'someone@demo.test')).toBeNull();
  });

  it('refuses more than 200 characters', () => {
    expect(passwordProblem('a1'.repeat(101))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses the product name in any case', () => {
    expect(passwordProblem('LearnForge2026')).toBe(PASSWORD_MESSAGES.productName);
  });
});
