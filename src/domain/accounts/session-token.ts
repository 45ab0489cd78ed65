/** How long a session lasts before the raider signs in again. */
export const sessionDays = 30;

/** A random, unguessable session token (128 bits, hex). */
export function randomToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const sessionExpiry = (now: Date): string => new Date(now.getTime() + sessionDays * 86_400_000).toISOString();
