import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import { signupStatuses, type Signup, type SignupStatus } from '../../src/domain/raids/signup-types';

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

/**
 * A raid's answers in signup order, written as an officer reads the list: `'Ala tank, Bartek tank,
 * Gosia healer absent'` (the status `accepted` unless given). An unknown role or status throws.
 */
export function signupsInOrder(raidId: string, list: string): Signup[] {
  return list.split(',').map((line, index) => {
    const [raider = '', role, status = 'accepted'] = line.trim().split(/\s+/);
    if (!raidRoles.includes(role as RaidRole) || !signupStatuses.includes(status as SignupStatus)) {
      throw new Error(`signupsInOrder: "${line.trim()}" is not "<nickname> <role> [status]"`);
    }
    return signupOf(raidId, raider, role as RaidRole, index + 1, status as SignupStatus);
  });
}

/** What a roster rule reads of a raid: tests pick small sizes no real raid has, hence no full `RaidInstance`. */
export type RosterRaid = Pick<RaidInstance, 'id' | 'size' | 'roleTargets'>;
