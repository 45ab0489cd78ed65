import { nicknameSkeleton } from '../../src/domain/accounts/nickname-skeleton';
import { RaidApiError, raidApiMessages } from '../../src/domain';
import { apiMessages, rateLimitedFor } from './api-error';
import type { SignInLimiter } from './sign-in-limiter';

/**
 * What failed sign-ins are counted against: the address, and the nickname they were for (by its
 * look-alike skeleton, so `KASIA` and `Kаsia` count as `Kasia`). Guessing one raider's password from
 * many addresses is slowed down by the nickname's count. The prefix keeps the two kinds apart.
 */
export async function signInKeys(address: string, nickname: unknown): Promise<string[]> {
  const keys = [address];
  if (typeof nickname === 'string' && nickname.trim()) keys.push(`nickname:${(await nicknameSkeleton(nickname)).slice(0, 64)}`);
  return keys;
}

/** 429 with `Retry-After` while any of the keys has to wait. */
export function refuseWhileLimited(
  limiter: SignInLimiter,
  keys: readonly string[],
  message: (seconds: number) => string = raidApiMessages.rateLimited,
): void {
  const wait = Math.max(...keys.map((key) => limiter.retryAfterSeconds(key)));
  if (wait > 0) throw rateLimitedFor(wait, message(wait));
}

/**
 * Runs `work` for the keys after the body was read: refused with 429 while any key must wait (the
 * message says whether for wrong passwords or for too many sign-ins); a wrong password or code, and a
 * refused attempt, count against every key, a success forgives them (sign-in-limiter.ts).
 */
export async function runLimited<T>(limiter: SignInLimiter, keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const attempt = await limiter.attemptAsync(keys, work, (result) =>
    result.ok ? 'success' : result.error instanceof RaidApiError && result.error.code === 'unauthorized' ? 'failure' : 'not-counted',
  );
  if (attempt.refused) {
    const wait = attempt.refused.retryAfterSeconds;
    const message = attempt.refused.reason === 'failures' ? raidApiMessages.rateLimited(wait) : apiMessages.tooManySignIns(wait);
    throw rateLimitedFor(wait, message);
  }
  return attempt.value;
}
