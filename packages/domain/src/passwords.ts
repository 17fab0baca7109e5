/**
 * The password rules both the sign-up and reset forms and the server apply (issue 23, ASVS 2.1):
 * long enough, not the account's e-mail, not the product's name. The server also refuses the
 * ~42,000 most common passwords of 8 or more characters, a list too large to ship to the browser.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
const PRODUCT_NAME = 'learnforge';

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  email: 'Do not use your e-mail address as your password.',
  productName: 'Do not use the name Learnforge in your password.',
  common: 'This password is one of the most common ones; choose one that is harder to guess.',
} as const;

/** Why this password is refused, or null. `email` is the account's address when known. */
export function passwordProblem(password: string, email?: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lowered = password.toLowerCase();
  if (lowered.includes(PRODUCT_NAME)) return PASSWORD_MESSAGES.productName;
  if (email) {
    const address = email.trim().toLowerCase();
    const localPart = address.replace(/@.*$/, '');
    if (lowered === address || lowered.includes(address) || (localPart.length >= 4 && lowered === localPart))
      return PASSWORD_MESSAGES.email;
  }
  return null;
}
