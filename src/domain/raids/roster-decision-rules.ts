import * as v from 'valibot';
import { raidRoles } from '../guild-config-types';
import type { RaidInstance } from '../schedule/raid-instance';
import { RaidApiError, raidApiMessages, validOrThrow } from '../raid-api-error';
import { inputObject, validate } from '../input-schema';
import { raiderKey } from '../accounts/raider-key';
import { buildRoster } from './roster';
import type { RaidRoster, RosterDecision, Signup } from './signup-types';

export const rosterDecisionMessages = {
  noAnswer: 'Ta osoba nie odpowiedziała na ten rajd – decyzja dotyczy tylko osób, które odpowiedziały.',
  decision: 'Wybierz decyzję: confirmed (miejsce potwierdzone), bench (ławka) albo auto (reguła automatyczna).',
  role: 'Wybierz rolę: tank, healer, melee albo ranged.',
} as const;

/** `{decision, role?}`: `auto` hands the raider back to the automatic rule; a role replaces the one they chose. */
const rosterDecisionSchema = inputObject({
  decision: v.picklist(['confirmed', 'bench', 'auto'], rosterDecisionMessages.decision),
  role: v.nullish(v.picklist(raidRoles, rosterDecisionMessages.role)),
});

export interface RosterDecisionResult {
  /** What to store for the raider (replaces the previous one), or `null` to remove it (auto, own role). */
  stored: RosterDecision | null;
  roster: RaidRoster;
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
): RosterDecisionResult {
  const { decision, role } = validOrThrow(validate(rosterDecisionSchema, input, 'decision'));
  if (Date.parse(raid.startUtc) <= at.getTime()) throw new RaidApiError('past', raidApiMessages.past);
  const signup = signups.find((one) => one.raidId === raid.id && raiderKey(one.raider) === raiderKey(nickname));
  if (!signup) throw new RaidApiError('not-found', rosterDecisionMessages.noAnswer);
  const stored: RosterDecision | null =
    decision === 'auto' && (!role || role === signup.role)
      ? null
      : { raidId: raid.id, raider: signup.raider, decision, ...(role ? { role } : {}) };
  const others = decisions.filter((one) => !(one.raidId === raid.id && raiderKey(one.raider) === raiderKey(signup.raider)));
  return { stored, roster: buildRoster(raid, signups, stored ? [...others, stored] : others) };
}
