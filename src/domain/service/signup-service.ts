import { raiderKey } from '../accounts/raider-key';
import { findRaid, raidsInRange, type RaidRange } from '../raids/find-raids';
import { buildRoster } from '../raids/roster';
import type { RaidRoster, Signup } from '../raids/signup-types';
import { publishedRange, seriesView, type RaidInstance } from '../schedule';
import type { Actor, GuildContext } from './guild-context';

/** The schedule as raiders see it, their answers and the rosters those answers make (reads only). */
export function signupService(context: GuildContext) {
  const { store, config, now, schedule, raidOrThrow, answersFor, rosterOf, dressRoster } = context;

  /** The raids starting in the range that the guild has published (`publishedUntil`): what raiders may answer. */
  const listRaids = (range: RaidRange): RaidInstance[] => raidsInRange(config(), publishedRange(config(), range, now()), schedule());

  const roster = (raidId: string): RaidRoster => rosterOf(raidOrThrow(raidId));

  /** The rosters of the raids starting in the range, in the order of `listRaids`. */
  function rosters(range: RaidRange): RaidRoster[] {
    const raids = listRaids(range);
    const ids = raids.map((raid) => raid.id);
    const answers = answersFor(raids);
    const decisions = store.decisions.forRaids(ids);
    return raids.map((raid) => dressRoster(buildRoster(raid, answers, decisions), answers));
  }

  return {
    listRaids,

    listSeries: () => schedule().series.map(seriesView),

    /** One night as the store has it now: inside a write (a raid-event listener) with its change. */
    raid: (raidId: string): RaidInstance | undefined => findRaid(config(), raidId, schedule()),

    roster,
    rosters,

    // Every signed-in raider reads every roster: the raider is who asks, nothing more.
    getRoster: (_actor: Actor, raidId: string) => roster(raidId),
    listRosters: (_actor: Actor, range: RaidRange) => rosters(range),

    /**
     * The raider's own answers for raids starting in the range, by start, as rosters and feeds count
     * them (`answersFor`): an explicit answer, else the "Nie będę" of an absence covering the night.
     */
    mySignups(actor: Actor, range: RaidRange): Signup[] {
      const raids = listRaids(range);
      const mine = new Map(
        answersFor(raids).flatMap((signup) => (raiderKey(signup.raider) === actor.key ? [[signup.raidId, signup]] : [])),
      );
      return raids.flatMap((raid) => mine.get(raid.id) ?? []);
    },
  };
}

export type SignupService = ReturnType<typeof signupService>;
