import { raiderKey } from '../accounts/raider-key';
import { RaidApiError, raidApiMessages } from '../raid-api-error';
import { findRaid, raidsInRange, type RaidRange } from '../raids/find-raids';
import { buildRoster } from '../raids/roster';
import { decideSignup, parseSignupInput } from '../raids/save-rules';
import type { RaidRoster, SaveSignupResult, Signup } from '../raids/signup-types';
import { seriesView, type RaidInstance } from '../schedule';
import type { Actor, GuildContext } from './guild-context';

const weekMs = 7 * 86_400_000;

/** The schedule as raiders see it, their answers and the rosters those answers make. */
export function signupService(context: GuildContext) {
  const { store, config, now, schedule, raidOrThrow, answersFor, rosterOf } = context;

  /**
   * A raid raiders can answer: one the schedule publishes, i.e. starting within its `weeksAhead` (plus a
   * week, for a panel whose week starts earlier than the clock). Ids of raids years ahead parse and
   * follow the weekly pattern, but nobody is shown them: without this, anyone could fill the store with
   * signups to the year 9998.
   */
  function publishedRaidOrThrow(raidId: string): RaidInstance {
    const raid = raidOrThrow(raidId);
    const horizon = now().getTime() + (config().schedule.weeksAhead + 1) * weekMs;
    if (Date.parse(raid.startUtc) >= horizon) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  const listRaids = (range: RaidRange): RaidInstance[] => raidsInRange(config(), range, schedule());

  return {
    listRaids,

    listSeries: () => schedule().series.map(seriesView),

    /** One night as the store has it now: inside a write (a raid-event listener) with its change. */
    raid: (raidId: string): RaidInstance | undefined => findRaid(config(), raidId, schedule()),

    roster: (raidId: string): RaidRoster => rosterOf(raidOrThrow(raidId)),

    /** The rosters of the raids starting in the range, in the order of `listRaids`. */
    rosters(range: RaidRange): RaidRoster[] {
      const raids = listRaids(range);
      const ids = raids.map((raid) => raid.id);
      const answers = answersFor(raids);
      const decisions = store.decisions.forRaids(ids);
      return raids.map((raid) => buildRoster(raid, answers, decisions));
    },

    /** The raider's own answers for raids starting in the range. */
    mySignups(actor: Actor, range: RaidRange): Signup[] {
      const ids = new Set(listRaids(range).map((raid) => raid.id));
      return store.signups.forRaider(actor.key).filter((signup) => ids.has(signup.raidId));
    },

    /**
     * Saves the raider's answer in one write: the previous answer, the next place in the signup order and
     * the write are one step, so two answers never both see a free place. Saving the same answer again
     * changes nothing. Throws `invalid`, `not-found`, `locked` or `past`; nothing is written then.
     */
    saveSignup(actor: Actor, rawInput: unknown): SaveSignupResult {
      const input = parseSignupInput(rawInput);
      return store.write(() => {
        const raid = publishedRaidOrThrow(input.raidId);
        if (raid.status === 'cancelled') throw new RaidApiError('locked', raidApiMessages.cancelled);
        const previous = store.signups.find(raid.id, actor.key);
        const { signup, changed } = decideSignup(raid, previous, actor.nickname, input, store.signups.nextSequence, now());
        if (changed) store.signups.save(signup, raiderKey(actor.nickname));
        return { signup, roster: rosterOf(raid) };
      });
    },
  };
}

export type SignupService = ReturnType<typeof signupService>;
