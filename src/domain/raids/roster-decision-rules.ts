import { roleChoiceMessage, rosterDecisionDetail } from './signup-labels';
import * as v from 'valibot';
import { raidRoles, type RaidRole } from '../guild-config-types';
import type { RaidInstance } from '../schedule/raid-instance';
import { RaidApiError, validOrThrow } from '../raid-api-error';
import { inputObject, validate } from '../input-schema';
import { raiderKey } from '../accounts/raider-key';
import { buildRoster } from './roster';
import { assertNotStarted } from './raid-phase';
import type { BuiltRoster, RosterDecision, Signup } from './signup-types';

export const rosterDecisionMessages = {
  noAnswer: 'Ta osoba nie odpowiedziała na ten rajd – decyzja dotyczy tylko osób, które odpowiedziały.',
  decision: 'Wybierz decyzję: confirmed (miejsce potwierdzone), bench (ławka) albo auto (reguła automatyczna).',
  role: roleChoiceMessage,
  nickname: 'Podaj nick osoby, której dotyczy decyzja.',
  batch: 'Wyślij od 1 do 100 decyzji: [{nickname, decision, role?}].',
  preview: 'preview: true (tylko podgląd) albo false.',
} as const;

/** `{decision, role?}`: `auto` hands the raider back to the automatic rule; a role replaces the one they chose. */
const decisionEntries = {
  decision: v.picklist(['confirmed', 'bench', 'auto'], rosterDecisionMessages.decision),
  role: v.nullish(v.picklist(raidRoles, rosterDecisionMessages.role)),
};
export const rosterDecisionSchema = inputObject(decisionEntries);

export interface RosterDecisionResult {
  /** What to store for the raider (replaces the previous one), or `null` to remove it (auto, own role). */
  stored: RosterDecision | null;
  roster: BuiltRoster;
}

/**
 * What to store when the leader decides `decision` (in `role`, when given) about the raider of `signup`,
 * whose previous decision was `previous`; `null`: nothing (back to the rule in their own role). A raider
 * confirmed or kept in the role they held a place in keeps their place in the order; one put in another
 * role or taken off the bench counts from now (a new `sequence`), so they take a free place and never
 * the place of someone who held it before.
 */
function storedDecision(
  signup: Signup,
  previous: RosterDecision | undefined,
  decision: RosterDecision['decision'],
  role: RaidRole | null | undefined,
  allocateSequence: () => number,
): RosterDecision | null {
  if (decision === 'auto' && (!role || role === signup.role)) return null;
  const stored: RosterDecision = { raidId: signup.raidId, raider: signup.raider, decision, ...(role ? { role } : {}) };
  if (decision === 'bench') return stored;
  const keepsPlace = previous?.decision !== 'bench' && (previous?.role ?? signup.role) === (role ?? signup.role);
  const sequence = keepsPlace ? previous?.sequence : allocateSequence();
  return sequence === undefined ? stored : { ...stored, sequence };
}

const decisionOf = (decisions: readonly RosterDecision[], raidId: string, key: string) =>
  decisions.find((one) => one.raidId === raidId && raiderKey(one.raider) === key);

/** At most this many decisions in one batch: more than any raid has raiders. */
const maxBatch = 100;

const batchDecisionSchema = v.object({
  nickname: v.pipe(v.string(rosterDecisionMessages.nickname), v.trim(), v.minLength(1, rosterDecisionMessages.nickname)),
  ...decisionEntries,
});

/** `{decisions: [{nickname, decision, role?}], preview?}`: several decisions about one raid, saved together. */
export const rosterBatchSchema = inputObject({
  decisions: v.pipe(
    v.array(batchDecisionSchema, rosterDecisionMessages.batch),
    v.minLength(1, rosterDecisionMessages.batch),
    v.maxLength(maxBatch, rosterDecisionMessages.batch),
  ),
  preview: v.optional(v.boolean(rosterDecisionMessages.preview)),
});

export interface RosterBatchResult {
  /** Per raider key, what to store (replaces the previous one) or `null` to remove it. */
  changes: Array<{ key: string; raider: string; stored: RosterDecision | null; detail: string }>;
  roster: BuiltRoster;
  /** Raiders who had a place and move to the reserve, though the batch did not bench them. */
  movedOut: string[];
  preview: boolean;
}

/** Raiders with a place in `before` who wait on the reserve in `after`, except those named in `benched`. */
export function movedOutOf(before: BuiltRoster, after: BuiltRoster, benched: ReadonlySet<string> = new Set()): string[] {
  const placed = new Set(raidRoles.flatMap((role) => before.byRole[role]).map((entry) => raiderKey(entry.raider)));
  return after.reserve
    .filter((entry) => placed.has(raiderKey(entry.raider)) && !benched.has(raiderKey(entry.raider)))
    .map((entry) => entry.raider);
}

/**
 * A raid leader's decisions about several raiders of one raid, for every adapter: each raider must have
 * answered (the first who did not is refused, nothing kept), the raid must not have started; a raider
 * named twice gets the last decision. Returns what to store, the roster after it, and who it moves out
 * of the roster (a confirmation in a full raid): with `preview` the leader sees that before saving.
 */
export function decideRosterBatch(
  raid: RaidInstance,
  signups: readonly Signup[],
  decisions: readonly RosterDecision[],
  input: unknown,
  at: Date,
  allocateSequence: () => number,
): RosterBatchResult {
  const parsed = validOrThrow(validate(rosterBatchSchema, input, 'decisions'));
  assertNotStarted(raid, at);
  const byKey = new Map<string, { signup: Signup; decision: 'confirmed' | 'bench' | 'auto'; role?: RaidRole | null }>();
  for (const one of parsed.decisions) {
    const signup = signups.find((answer) => answer.raidId === raid.id && raiderKey(answer.raider) === raiderKey(one.nickname));
    if (!signup) throw new RaidApiError('not-found', `${rosterDecisionMessages.noAnswer} (${one.nickname})`);
    byKey.set(raiderKey(signup.raider), { signup, decision: one.decision, role: one.role });
  }
  const changes = [...byKey].map(([key, { signup, decision, role }]) => {
    const stored = storedDecision(signup, decisionOf(decisions, raid.id, key), decision, role, allocateSequence);
    return { key, raider: signup.raider, stored, detail: rosterDecisionDetail(decision, stored?.role) };
  });
  const others = decisions.filter((one) => !(one.raidId === raid.id && byKey.has(raiderKey(one.raider))));
  const kept = changes.flatMap((change) => (change.stored ? [change.stored] : []));
  const before = buildRoster(raid, signups, decisions);
  const roster = buildRoster(raid, signups, [...others, ...kept]);
  const benched = new Set(changes.filter((change) => change.stored?.decision === 'bench').map((change) => change.key));
  return { changes, roster, movedOut: movedOutOf(before, roster, benched), preview: parsed.preview === true };
}

/**
 * A raid leader's decision about one raider, for every adapter: the raider must have answered, the raid
 * must not have started. Returns what to store and the roster after it.
 */
export function decideRoster(
  raid: RaidInstance,
  signups: readonly Signup[],
  decisions: readonly RosterDecision[],
  nickname: string,
  input: unknown,
  at: Date,
  allocateSequence: () => number,
): RosterDecisionResult {
  const { decision, role } = validOrThrow(validate(rosterDecisionSchema, input, 'decision'));
  assertNotStarted(raid, at);
  const signup = signups.find((one) => one.raidId === raid.id && raiderKey(one.raider) === raiderKey(nickname));
  if (!signup) throw new RaidApiError('not-found', rosterDecisionMessages.noAnswer);
  const stored = storedDecision(signup, decisionOf(decisions, raid.id, raiderKey(signup.raider)), decision, role, allocateSequence);
  const others = decisions.filter((one) => !(one.raidId === raid.id && raiderKey(one.raider) === raiderKey(signup.raider)));
  return { stored, roster: buildRoster(raid, signups, stored ? [...others, stored] : others) };
}
