import { createRequire } from 'node:module';
import { PASSWORD_MESSAGES, passwordProblem } from '@learnforge/domain';

/**
 * popular-passwords (MIT): 41,622 passwords of 8 or more characters from zxcvbn's frequency lists,
 * the part of a 100k common-password list that the length rule has not already refused.
 * Loaded once, on the first sign-up or reset, and kept as a set (ADR 0034).
 */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (createRequire(import.meta.url)('popular-passwords') as string[]).map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** The domain's rules plus the common-password list: why this password is refused, or null. */
export function serverPasswordProblem(password: string, email?: string): string | null {
  return passwordProblem(password, email) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.common : null);
}
