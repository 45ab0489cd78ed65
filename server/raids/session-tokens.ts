import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session token: 32 random bytes, base64url (43 characters, safe in a header). */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
