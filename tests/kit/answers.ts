import type { RaidRole } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import type { Signup, SignupStatus } from '../../src/domain/raids/signup-types';

/**
 * One raider's answer to one raid, as the roster rules take it: `sequence` is its place in the signup
 * order. Tables of answers read one line per raider.
 */
export function signupOf(
  raidId: string,
  raider: string,
  role: RaidRole,
  sequence: number,
  status: SignupStatus = 'accepted',
  updatedAt = '2026-03-01T12:00:00.000Z',
): Signup {
  return { raidId, raider, role, status, sequence, updatedAt };
}

/** What a roster rule reads of a raid: tests pick small sizes no real raid has, hence no full `RaidInstance`. */
export type RosterRaid = Pick<RaidInstance, 'id' | 'size' | 'roleTargets'>;
