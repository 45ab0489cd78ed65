export interface SignInLimiterOptions {
  now: () => Date;
  /** Wrong codes a key may send before it has to wait. @default 5 */
  freeFailures?: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. @default 2000 */
  firstDelayMs?: number;
  /** @default 15 minutes */
  maxDelayMs?: number;
  /** A key with no failure for this long starts afresh. @default 1 hour */
  forgetAfterMs?: number;
  /** Keys tracked at most (oldest dropped first), so a flood of addresses cannot grow memory. @default 10 000 */
  maxTracked?: number;
  /** Successful sign-ins one key may make at once before they are metered (a guild behind one NAT). @default 100 */
  signInBurst?: number;
  /** One more sign-in is allowed per key after each such interval. @default 10 000 (6 per minute) */
  signInIntervalMs?: number;
}

interface Failures {
  count: number;
  lastAt: number;
}

interface Allowance {
  /** Sign-ins still allowed at `at`, fractional between refills. */
  tokens: number;
  at: number;
}

/** Why a sign-in was refused before it was tried: too many wrong codes, or too many sign-ins at all. */
export type SignInRefusal = { reason: 'failures' | 'sign-ins'; retryAfterSeconds: number };

/** The outcome of an attempt, as the limiter counts it. */
export type AttemptOutcome = 'success' | 'failure' | 'not-counted';

/**
 * Slows down guessing the guild's access code and creating sessions in bulk. Every attempt is judged by
 * keys (today `address:<ip>`; a caller may add more, such as a nickname or a trusted device): after a
 * few wrong codes for a key, every further attempt with it, refused ones included, has to wait twice as
 * long each time; and successful sign-ins per key are metered by a token bucket. Per server process, in
 * memory: a restart forgives.
 *
 * `attempt` checks, runs and records in one synchronous step, after the request body has been read, so
 * requests held open and released together are counted one by one.
 */
export function createSignInLimiter(options: SignInLimiterOptions) {
  const {
    now,
    freeFailures = 5,
    firstDelayMs = 2000,
    maxDelayMs = 15 * 60_000,
    forgetAfterMs = 60 * 60_000,
    maxTracked = 10_000,
    signInBurst = 100,
    signInIntervalMs = 10_000,
  } = options;
  const failuresByKey = new Map<string, Failures>();
  const allowanceByKey = new Map<string, Allowance>();
  /** The last async attempt of each key still running: the next one with that key waits for it. */
  const turns = new Map<string, Promise<void>>();

  /** Re-inserted so each Map's order is "least recently touched first" for the size cap. */
  function remember<T>(map: Map<string, T>, key: string, value: T): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxTracked) map.delete(map.keys().next().value as string);
  }

  function currentFailures(key: string, at: number): Failures | undefined {
    const failures = failuresByKey.get(key);
    if (failures && at - failures.lastAt >= forgetAfterMs) {
      failuresByKey.delete(key);
      return undefined;
    }
    return failures;
  }

  function allowance(key: string, at: number): Allowance {
    const stored = allowanceByKey.get(key);
    if (!stored) return { tokens: signInBurst, at };
    return { tokens: Math.min(signInBurst, stored.tokens + (at - stored.at) / signInIntervalMs), at };
  }

  const delayAfter = (count: number) => (count <= freeFailures ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (count - freeFailures - 1)));

  function failureWait(key: string, at: number): number {
    const failures = currentFailures(key, at);
    if (!failures) return 0;
    const wait = failures.lastAt + delayAfter(failures.count) - at;
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  function signInWait(key: string, at: number): number {
    const { tokens } = allowance(key, at);
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * signInIntervalMs) / 1000);
  }

  function recordFailure(key: string, at: number): void {
    remember(failuresByKey, key, { count: (currentFailures(key, at)?.count ?? 0) + 1, lastAt: at });
  }

  function recordSuccess(key: string, at: number): void {
    // A right code: whoever uses this key knows it, so earlier typos are forgiven.
    failuresByKey.delete(key);
    const current = allowance(key, at);
    remember(allowanceByKey, key, { tokens: current.tokens - 1, at });
  }

  /**
   * A refused attempt counts as one more failure of each key that is waiting after failures: otherwise a
   * flood of guesses is always first when a wait ends (three pollers every 25 ms kept an admin out for
   * minutes), so it keeps those keys locked for as long as it goes on. The owner of a nickname gets in
   * meanwhile from a trusted device, whose attempts have a key of their own (account-routes.ts). Keys
   * that only wait for their sign-in allowance (a guild behind one address) are not charged.
   */
  function refuse(keys: readonly string[], refused: SignInRefusal, at: number): { refused: SignInRefusal } {
    for (const key of keys) if (failureWait(key, at) > 0) recordFailure(key, at);
    return { refused };
  }

  /** The longest wait any of the keys still has, or `undefined` when all may try now. */
  function refusal(keys: readonly string[], at: number): SignInRefusal | undefined {
    let worst: SignInRefusal | undefined;
    for (const key of keys) {
      for (const [reason, wait] of [
        ['failures', failureWait(key, at)],
        ['sign-ins', signInWait(key, at)],
      ] as const) {
        if (wait > 0 && wait > (worst?.retryAfterSeconds ?? 0)) worst = { reason, retryAfterSeconds: wait };
      }
    }
    return worst;
  }

  return {
    /** Whole seconds the keys must still wait before trying again; 0 when they may try now. */
    retryAfterSeconds(...keys: string[]): number {
      return refusal(keys, now().getTime())?.retryAfterSeconds ?? 0;
    },
    /**
     * Decides, runs and counts one attempt for all `keys` at once, synchronously: refused with the wait
     * when any key must wait; otherwise `run` is called and `outcomeOf` its result or error is recorded
     * for every key. Nothing between the decision and the record can let another attempt in.
     */
    attempt<T>(
      keys: readonly string[],
      run: () => T,
      outcomeOf: (result: { ok: true; value: T } | { ok: false; error: unknown }) => AttemptOutcome,
    ): { refused: SignInRefusal } | { refused?: undefined; value: T } {
      const at = now().getTime();
      const refused = refusal(keys, at);
      if (refused) return refuse(keys, refused, at);
      let result: { ok: true; value: T } | { ok: false; error: unknown };
      try {
        result = { ok: true, value: run() };
      } catch (error) {
        result = { ok: false, error };
      }
      const outcome = outcomeOf(result);
      for (const key of keys) {
        if (outcome === 'success') recordSuccess(key, at);
        else if (outcome === 'failure') recordFailure(key, at);
      }
      if (!result.ok) throw result.error;
      return { value: result.value };
    },
    /**
     * `attempt` for work that awaits (a password hash). Attempts that share a key take turns: each one is
     * decided only after the one before it was counted, so attempts released together (held bodies, many
     * addresses guessing one nickname) cannot all pass the check before the first failure is recorded.
     */
    async attemptAsync<T>(
      keys: readonly string[],
      run: () => Promise<T>,
      outcomeOf: (result: { ok: true; value: T } | { ok: false; error: unknown }) => AttemptOutcome,
    ): Promise<{ refused: SignInRefusal } | { refused?: undefined; value: T }> {
      const before = keys.map((key) => turns.get(key));
      let finished!: () => void;
      const turn = new Promise<void>((resolve) => (finished = resolve));
      for (const key of keys) turns.set(key, turn);
      try {
        await Promise.all(before);
        const decidedAt = now().getTime();
        const refused = refusal(keys, decidedAt);
        if (refused) return refuse(keys, refused, decidedAt);
        let result: { ok: true; value: T } | { ok: false; error: unknown };
        try {
          result = { ok: true, value: await run() };
        } catch (error) {
          result = { ok: false, error };
        }
        const outcome = outcomeOf(result);
        const at = now().getTime();
        for (const key of keys) {
          if (outcome === 'success') recordSuccess(key, at);
          else if (outcome === 'failure') recordFailure(key, at);
        }
        if (!result.ok) throw result.error;
        return { value: result.value };
      } finally {
        finished();
        for (const key of keys) if (turns.get(key) === turn) turns.delete(key);
      }
    },
    recordFailure(key: string): void {
      recordFailure(key, now().getTime());
    },
    recordSuccess(key: string): void {
      recordSuccess(key, now().getTime());
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
