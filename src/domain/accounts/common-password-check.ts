import { invalidFields } from '../raid-api-error';
import { commonPasswordMessages } from './common-passwords';

/** Digits, punctuation and spaces added at the end of a common password (`dragon2024!`). */
const suffix = /[\d\p{P}\p{S}\s]+$/u;

/**
 * Why a new password is refused by the larger list of common passwords (common-password-list.ts), or
 * `null`. Checked in lower case, as typed and without the digits or signs added at its end. Loads the
 * list on first use (a lazy part in the browser).
 */
export async function commonPasswordRefusal(password: string): Promise<string | null> {
  const { breachedPasswords } = await import('./common-password-list');
  const lower = password.toLocaleLowerCase('pl');
  if (breachedPasswords.has(lower)) return commonPasswordMessages.listed;
  const base = lower.replace(suffix, '');
  return base && base !== lower && breachedPasswords.has(base) ? commonPasswordMessages.listedWithSuffix : null;
}

/** `invalid` naming `field` when the password is a common one; for the guild service, after the input schema. */
export async function assertUncommonPassword(field: string, password: string): Promise<void> {
  const refusal = await commonPasswordRefusal(password);
  if (refusal) throw invalidFields({ [field]: refusal });
}
