// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSignInLimiter, type SignInLimiterOptions } from '../../server/api/sign-in-limiter';
import { createTestClock } from '../contract/contract-fixture';

function limiterWith(options: Omit<SignInLimiterOptions, 'now'> = {}) {
  const clock = createTestClock();
  return { clock, limiter: createSignInLimiter({ ...options, now: clock.now }) };
}

const failTimes = (limiter: ReturnType<typeof createSignInLimiter>, address: string, times: number) => {
  for (let count = 0; count < times; count += 1) limiter.recordFailure(address);
};

describe('sign-in limiter', () => {
  it('lets the first five wrong codes through, then makes each further attempt wait twice as long', () => {
    const { clock, limiter } = limiterWith();
    failTimes(limiter, 'a', 5);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    const waits: number[] = [];
    for (let failure = 6; failure <= 10; failure += 1) {
      limiter.recordFailure('a');
      const wait = limiter.retryAfterSeconds('a');
      waits.push(wait);
      clock.advance(wait * 1000 - 1);
      expect(limiter.retryAfterSeconds('a')).toBe(1);
      clock.advance(1);
      expect(limiter.retryAfterSeconds('a')).toBe(0);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32]);
  });

  it('never makes anyone wait longer than the cap', () => {
    const { limiter } = limiterWith({ maxDelayMs: 60_000 });
    failTimes(limiter, 'a', 30);
    expect(limiter.retryAfterSeconds('a')).toBe(60);
  });

  it('keeps addresses apart, forgives on a right code and forgets after an hour without failures', () => {
    const { clock, limiter } = limiterWith();
    failTimes(limiter, 'a', 6);
    failTimes(limiter, 'b', 6);
    expect(limiter.retryAfterSeconds('c')).toBe(0);
    limiter.recordSuccess('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    clock.advance(60 * 60_000);
    limiter.recordFailure('b');
    expect(limiter.retryAfterSeconds('b')).toBe(0);
  });

  it('tracks a bounded number of addresses, dropping the one that failed longest ago', () => {
    const { limiter } = limiterWith({ maxTracked: 3 });
    for (const address of ['a', 'b', 'c']) failTimes(limiter, address, 6);
    failTimes(limiter, 'a', 1);
    failTimes(limiter, 'd', 6);
    expect(['a', 'b', 'c', 'd'].map((address) => limiter.retryAfterSeconds(address) > 0)).toEqual([true, false, true, true]);
  });
});
