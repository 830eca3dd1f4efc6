import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@proclub/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most used passwords (zxcvbn's frequency-ordered list, drawn from real breaches), compared
 * case-insensitively. NIST SP 800-63B asks for such a check instead of composition rules; the spec's minimum of 6
 * stays, so `123456` and `password` pass the length rule and are refused here.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000).map((word) => word.toLowerCase()));

/**
 * The one password rule used by sign-up, password reset and password change: returns the message to show, or null
 * when the password is acceptable.
 */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Password is required';
  if (password.trim().length === 0) return 'Password cannot be only spaces';
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'This password is one of the most commonly used and easy to guess. Please choose another.';
  }
  return null;
}
