import { raidRoles, type RaidRole } from '../guild-config-types';
import type { RaidInstance } from '../schedule';
import { isComing, type RaidRoster, type RosterDecision, type RosterEntry, type Signup } from './signup-types';

function entryOf(signup: Signup): RosterEntry {
  const entry: RosterEntry = { raider: signup.raider, status: signup.status, role: signup.role };
  if (signup.characterName) entry.characterName = signup.characterName;
  if (signup.characterClass) entry.characterClass = signup.characterClass;
  if (signup.note) entry.note = signup.note;
  return entry;
}

const bySignupOrder = (a: Signup, b: Signup) => a.sequence - b.sequence || a.raider.localeCompare(b.raider);

const decisionKey = (raider: string) => raider.toLocaleLowerCase('pl');

/**
 * The roster of one raid, derived from its signups and the raid leader's decisions. Decisions win: a
 * coming raider the leader confirmed takes a place first (in signup order, in the role the leader chose,
 * even past that role's target, never past the raid's size); a benched one waits in the reserve. Then the
 * automatic rule fills what is left: coming raiders (accepted or late) take a place in signup order while
 * their role is under its target and the raid under its size; the rest wait in the reserve in signup
 * order. Nothing is stored about places, so when someone withdraws the first reserve raider whose role has
 * room is promoted by the same rule, and the roster can never be overfilled. A decision applies only while
 * the raider is coming: one who answers "Nie będę" is absent whatever was decided.
 */
export function buildRoster(
  raid: Pick<RaidInstance, 'id' | 'size' | 'roleTargets'>,
  signups: readonly Signup[],
  decisions: readonly RosterDecision[] = [],
): RaidRoster {
  const byRole = Object.fromEntries(raidRoles.map((role) => [role, [] as RosterEntry[]])) as Record<RaidRole, RosterEntry[]>;
  const roster: RaidRoster = {
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
  const coming: RosterEntry[] = [];
  for (const signup of [...signups].filter((s) => s.raidId === raid.id).sort(bySignupOrder)) {
    const entry = entryOf(signup);
    if (signup.status === 'tentative') roster.tentative.push(entry);
    else if (signup.status === 'absent') roster.absent.push(entry);
    else {
      const decision = decided.get(decisionKey(signup.raider));
      if (decision?.role) entry.role = decision.role;
      if (decision && decision.decision !== 'auto') entry.decision = decision.decision;
      coming.push(entry);
    }
  }
  const placed = new Set<RosterEntry>();
  const place = (entry: RosterEntry) => {
    byRole[entry.role].push(entry);
    roster.filled += 1;
    placed.add(entry);
  };
  for (const entry of coming) if (entry.decision === 'confirmed' && roster.filled < raid.size) place(entry);
  for (const entry of coming) {
    if (placed.has(entry) || entry.decision) continue;
    if (byRole[entry.role].length < raid.roleTargets[entry.role] && roster.filled < raid.size) place(entry);
  }
  // The reserve in signup order: the benched, the automatic ones without room, and confirmed ones past the size.
  for (const entry of coming) if (!placed.has(entry)) roster.reserve.push({ ...entry, position: roster.reserve.length + 1 });
  for (const role of raidRoles) byRole[role].sort((a, b) => coming.indexOf(a) - coming.indexOf(b));
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
  if (input.characterName) signup.characterName = input.characterName;
  if (input.characterClass) signup.characterClass = input.characterClass;
  if (input.note) signup.note = input.note;
  return signup;
}

/** True when saving `next` over `previous` changes nothing a raider can see (an idempotent re-save). */
export function sameAnswer(previous: Signup | undefined, next: Omit<Signup, 'sequence' | 'updatedAt'>): boolean {
  if (!previous) return false;
  const fields = ['raidId', 'status', 'role', 'characterName', 'characterClass', 'note'] as const;
  return fields.every((field) => (previous[field] ?? '') === (next[field] ?? ''));
}
