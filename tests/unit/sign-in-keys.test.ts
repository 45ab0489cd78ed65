import { describe, expect, it, vi } from 'vitest';
import { RaidApiError, raidApiMessages } from '../../src/domain';
import { ApiError, apiMessages } from '../../server/api/api-error';
import { runLimited } from '../../server/api/sign-in-keys';
import { createSignInLimiter, type SignInLimiterOptions } from '../../server/api/sign-in-limiter';
import { createTestClock } from '../contract/contract-fixture';

const limiterWith = (options: Omit<SignInLimiterOptions, 'now'> = {}) => createSignInLimiter({ ...options, now: createTestClock().now });
const wrongPassword = () => Promise.reject(new RaidApiError('unauthorized', 'Nieprawidłowe hasło.'));

/** Runs `work` `times` times under the limiter for `keys`, keeping whatever each attempt threw. */
async function attempts(limiter: ReturnType<typeof createSignInLimiter>, keys: string[], times: number, work: () => Promise<unknown>) {
  const outcomes: unknown[] = [];
  for (let count = 0; count < times; count += 1) outcomes.push(await runLimited(limiter, keys, work).catch((error: unknown) => error));
  return outcomes;
}

describe('work under the sign-in limiter', () => {
  it('counts wrong passwords against every key, then refuses with 429, Retry-After and the failures message, without running the work', async () => {
    const limiter = limiterWith();
    const outcomes = await attempts(limiter, ['192.0.2.1', 'nickname:kasia'], 6, wrongPassword);
    expect(outcomes.every((error) => error instanceof RaidApiError && error.code === 'unauthorized')).toBe(true);
    const work = vi.fn(async () => 'sesja');
    const refused = await runLimited(limiter, ['nickname:kasia'], work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 429,
      code: 'rate-limited',
      message: raidApiMessages.rateLimited(2),
      headers: { 'Retry-After': '2' },
    });
    expect(work).not.toHaveBeenCalled();
    expect(limiter.retryAfterSeconds('192.0.2.1')).toBeGreaterThan(0);
  });

  it('does not count failures other than a wrong password or code (a refused field, a locked account)', async () => {
    const limiter = limiterWith({ freeFailures: 1 });
    const invalid = () => Promise.reject(new RaidApiError('invalid', raidApiMessages.invalid));
    const outcomes = await attempts(limiter, ['192.0.2.1'], 5, invalid);
    expect(outcomes.map((error) => (error as RaidApiError).code)).toEqual(Array(5).fill('invalid'));
    await expect(runLimited(limiter, ['192.0.2.1'], async () => 'sesja')).resolves.toBe('sesja');
  });

  it('forgives earlier wrong passwords after a right one', async () => {
    const limiter = limiterWith({ freeFailures: 2 });
    await attempts(limiter, ['192.0.2.1'], 2, wrongPassword);
    await expect(runLimited(limiter, ['192.0.2.1'], async () => 'sesja')).resolves.toBe('sesja');
    await attempts(limiter, ['192.0.2.1'], 2, wrongPassword);
    expect(limiter.retryAfterSeconds('192.0.2.1')).toBe(0);
  });

  it('refuses sign-ins beyond the allowance with the message about sign-ins from one address', async () => {
    const limiter = limiterWith({ signInBurst: 1, signInIntervalMs: 20_000 });
    await expect(runLimited(limiter, ['192.0.2.1'], async () => 'sesja')).resolves.toBe('sesja');
    await expect(runLimited(limiter, ['192.0.2.1'], async () => 'sesja')).rejects.toMatchObject({
      status: 429,
      message: apiMessages.tooManySignIns(20),
      headers: { 'Retry-After': '20' },
    });
  });
});
