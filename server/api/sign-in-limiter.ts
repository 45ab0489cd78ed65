export interface SignInLimiterOptions {
  now: () => Date;
  /** Wrong codes an address may send before it has to wait. @default 5 */
  freeFailures?: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. @default 2000 */
  firstDelayMs?: number;
  /** @default 15 minutes */
  maxDelayMs?: number;
  /** An address with no failure for this long starts afresh. @default 1 hour */
  forgetAfterMs?: number;
  /** Addresses tracked at most (oldest dropped first), so a flood of addresses cannot grow memory. @default 10 000 */
  maxTracked?: number;
}

interface Failures {
  count: number;
  lastAt: number;
}

/**
 * Slows down guessing the guild's access code: after a few wrong codes from one address, every further
 * attempt from it has to wait, twice as long each time. Per server process, in memory: a restart
 * forgives, which is fine for a code a guild shares with its raiders anyway.
 */
export function createSignInLimiter(options: SignInLimiterOptions) {
  const { now, freeFailures = 5, firstDelayMs = 2000, maxDelayMs = 15 * 60_000, forgetAfterMs = 60 * 60_000, maxTracked = 10_000 } = options;
  const byAddress = new Map<string, Failures>();

  function current(address: string, at: number): Failures | undefined {
    const failures = byAddress.get(address);
    if (failures && at - failures.lastAt >= forgetAfterMs) {
      byAddress.delete(address);
      return undefined;
    }
    return failures;
  }

  const delayAfter = (count: number) => (count <= freeFailures ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (count - freeFailures - 1)));

  return {
    /** Whole seconds the address must still wait before trying again; 0 when it may try now. */
    retryAfterSeconds(address: string): number {
      const at = now().getTime();
      const failures = current(address, at);
      if (!failures) return 0;
      const wait = failures.lastAt + delayAfter(failures.count) - at;
      return wait > 0 ? Math.ceil(wait / 1000) : 0;
    },
    recordFailure(address: string): void {
      const at = now().getTime();
      const count = (current(address, at)?.count ?? 0) + 1;
      // Re-inserted so the Map's order is "least recently failed first" for the size cap.
      byAddress.delete(address);
      byAddress.set(address, { count, lastAt: at });
      if (byAddress.size > maxTracked) byAddress.delete(byAddress.keys().next().value as string);
    },
    /** A right code: whoever is at this address knows it, so earlier typos are forgiven. */
    recordSuccess(address: string): void {
      byAddress.delete(address);
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
