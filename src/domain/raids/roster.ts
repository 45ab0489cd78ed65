import { raidRoles, type RaidRole } from '../guild-config-types';
import type { RaidInstance } from '../schedule';
import { isComing, type BuiltRoster, type ReserveReason, type RosterDecision, type RosterEntry, type Signup } from './signup-types';

function entryOf(signup: Signup): RosterEntry {
  const entry: RosterEntry = { raider: signup.raider, status: signup.status, role: signup.role };
  if (signup.note) entry.note = signup.note;
  return entry;
}

const bySignupOrder = (a: Signup, b: Signup) => a.sequence - b.sequence || a.raider.localeCompare(b.raider);

const decisionKey = (raider: string) => raider.toLocaleLowerCase('pl');

/**
 * The roster of one raid, derived from its signups and the raid leader's decisions. Decisions win: a
 * coming raider the leader confirmed has a place (in the role the leader chose, even past that role's
 * target, never past the raid's size: the first `size` confirmed in order); a benched one waits in the
 * reserve. The automatic rule fills what is left in order: a coming raider takes a place while the raid
 * is under its size and their role under its target, counting the raiders of that role with a place who
 * come before them (confirmed ones included). The order is the signup order, where a decision that
 * changed the raider's role or took them off the bench counts from when it was made (its `sequence`).
 * So a confirmation takes a free place and never moves out a raider who held one; only when the raid is
 * full does the last raider placed by the automatic rule wait in the reserve. Nothing is stored about
 * places, so when someone withdraws the first reserve raider whose role has room is promoted by the same
 * rule, and the roster can never be overfilled. A decision applies only while the raider is coming: one
 * who answers "Nie będę" is absent whatever was decided.
 */
export function buildRoster(
  raid: Pick<RaidInstance, 'id' | 'size' | 'roleTargets'>,
  signups: readonly Signup[],
  decisions: readonly RosterDecision[] = [],
): BuiltRoster {
  const byRole = Object.fromEntries(raidRoles.map((role) => [role, [] as RosterEntry[]])) as Record<RaidRole, RosterEntry[]>;
  const roster: BuiltRoster = {
    raidId: raid.id,
    size: raid.size,
    roleTargets: { ...raid.roleTargets },
    byRole,
    reserve: [],
    tentative: [],
    absent: [],
    filled: 0,
  };
  const decided = new Map(decisions.filter((one) => one.raidId === raid.id).map((one) => [decisionKey(one.raider), one]));
  const inOrder: Array<{ entry: RosterEntry; sequence: number }> = [];
  for (const signup of [...signups].filter((s) => s.raidId === raid.id).sort(bySignupOrder)) {
    const entry = entryOf(signup);
    if (signup.status === 'tentative') roster.tentative.push(entry);
    else if (signup.status === 'absent') roster.absent.push(entry);
    else {
      const decision = decided.get(decisionKey(signup.raider));
      if (decision?.role) entry.role = decision.role;
      if (decision && decision.decision !== 'auto') entry.decision = decision.decision;
      // A raider who answered again after the decision counts from their new answer.
      inOrder.push({ entry, sequence: Math.max(signup.sequence, decision?.sequence ?? 0) });
    }
  }
  const coming = inOrder.sort((a, b) => a.sequence - b.sequence || a.entry.raider.localeCompare(b.entry.raider)).map(({ entry }) => entry);
  const confirmed = new Set(coming.filter((entry) => entry.decision === 'confirmed').slice(0, raid.size));
  const reasons = new Map<RosterEntry, ReserveReason>();
  let filled = confirmed.size;
  const inRole = Object.fromEntries(raidRoles.map((role) => [role, 0])) as Record<RaidRole, number>;
  for (const entry of coming) {
    if (confirmed.has(entry)) {
      byRole[entry.role].push(entry);
      inRole[entry.role] += 1;
    } else if (entry.decision) {
      reasons.set(entry, entry.decision === 'bench' ? 'bench' : 'raid-full');
    } else if (inRole[entry.role] >= raid.roleTargets[entry.role]) {
      reasons.set(entry, 'role-full');
    } else if (filled >= raid.size) {
      // Full: because of confirmations of raiders who answered later, or simply full.
      const after = coming.indexOf(entry);
      reasons.set(entry, [...confirmed].some((one) => coming.indexOf(one) > after) ? 'confirmed' : 'raid-full');
    } else {
      byRole[entry.role].push(entry);
      inRole[entry.role] += 1;
      filled += 1;
    }
  }
  roster.filled = filled;
  // The reserve in order: the benched, the automatic ones without room, and confirmed ones past the size.
  for (const entry of coming) {
    const reason = reasons.get(entry);
    if (reason) roster.reserve.push({ ...entry, position: roster.reserve.length + 1, reason });
  }
  return roster;
}

/**
 * The signup that results from `raider` answering `input`, given their previous answer. The place in the
 * signup order is kept while they keep coming in the same role (a changed note or late/accepted switch
 * does not cost the place); it is renewed when they start coming, change role, or come back.
 */
export function nextSignup(
  previous: Signup | undefined,
  raider: string,
  input: Omit<Signup, 'raider' | 'sequence' | 'updatedAt'>,
  allocateSequence: () => number,
  now: Date,
): Signup {
  const keepsPlace = previous !== undefined && isComing(previous.status) === isComing(input.status) && previous.role === input.role;
  const signup: Signup = {
    raidId: input.raidId,
    status: input.status,
    role: input.role,
    raider,
    sequence: keepsPlace ? previous.sequence : allocateSequence(),
    updatedAt: now.toISOString(),
  };
  if (input.characterId) signup.characterId = input.characterId;
  if (input.note) signup.note = input.note;
  return signup;
}

/** True when saving `next` over `previous` changes nothing a raider can see (an idempotent re-save). */
export function sameAnswer(previous: Signup | undefined, next: Omit<Signup, 'sequence' | 'updatedAt'>): boolean {
  if (!previous) return false;
  const fields = ['raidId', 'status', 'role', 'characterId', 'note'] as const;
  return fields.every((field) => (previous[field] ?? '') === (next[field] ?? ''));
}
