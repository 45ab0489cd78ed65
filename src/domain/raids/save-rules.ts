import type { RaidInstance } from '../schedule';
import { lockMinutesBefore, raidPhase } from './raid-phase';
import { RaidApiError, raidApiMessages, validOrThrow } from '../raid-api-error';
import { nextSignup, sameAnswer } from './roster';
import type { Signup, SignupInput } from './signup-types';
import { validateSignupInput } from './signup-validation';

/** Checks an answer at the boundary; throws `invalid` with a message per field. */
export const parseSignupInput = (input: unknown): SignupInput => validOrThrow(validateSignupInput(input));

/** Throws when the raid no longer takes answers: `past` once it started, `locked` from the signup lock. */
export function assertRaidOpen(raid: RaidInstance, now: Date): void {
  const phase = raidPhase(raid, now);
  if (phase === 'past') throw new RaidApiError('past', raidApiMessages.past);
  if (phase === 'locked') throw new RaidApiError('locked', raidApiMessages.locked(lockMinutesBefore(raid)));
}

/**
 * The signup to store when `raider` answers an open raid, or the previous one unchanged when the answer
 * is the same (a re-save after a lost response must not cost the raider their place).
 */
export function decideSignup(
  raid: RaidInstance,
  previous: Signup | undefined,
  raider: string,
  input: Omit<Signup, 'raider' | 'sequence' | 'updatedAt'>,
  allocateSequence: () => number,
  now: Date,
): { signup: Signup; changed: boolean } {
  assertRaidOpen(raid, now);
  if (previous && sameAnswer(previous, { ...input, raider })) return { signup: previous, changed: false };
  return { signup: nextSignup(previous, raider, input, allocateSequence, now), changed: true };
}
