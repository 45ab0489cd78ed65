import { assertOfficer } from '../accounts/account-rules';
import { RaidApiError } from '../raid-api-error';
import { assertNotStarted } from '../raids/raid-phase';
import { suggestionDecisions, suggestionMessages, suggestionWeeks, suggestRoster, type RosterSuggestion } from '../raids/roster-suggestion';
import type { RosterBatchAnswer } from '../raids/signup-types';
import type { RaidInstance } from '../schedule/raid-instance';
import { lootCountsByRaider } from '../loot/loot-counts';
import type { benchHistoryReader } from './attendance-service';
import type { Actor, GuildContext } from './guild-context';
import type { RosterBatchWriter } from './roster-service';

/**
 * The parts of the service the suggestion reuses rather than repeats: what attendance reads, and the one
 * batch of roster decisions. Passed in, so the demo loads them as the chunks they already are
 * (attendance, rosters) and the suggestion's own chunk carries only its rule.
 */
export interface SuggestionParts {
  /** `benchHistoryReader(context)` (attendance-service). */
  history: ReturnType<typeof benchHistoryReader>;
  /** `rosterBatchWriter(context)` (roster-service). */
  writeBatch: RosterBatchWriter;
}

/**
 * The fair-bench suggestion (officers): a roster proposed by a stated rule with each raider's reasons,
 * and applying it as the leader's decisions. Reads what attendance reads; applies through the one batch
 * of roster decisions, so its transaction, audit and announcements are those of every decision.
 */
export function suggestionService(context: GuildContext, { history, writeBatch }: SuggestionParts) {
  const { store, config, now, raidOrThrow, answersFor } = context;

  /** Items each raider received in the suggestion's weeks, when the guild weighs loot on the bench; else `undefined`. */
  function lootOf(at: Date): ReadonlyMap<string, number> | undefined {
    if (config().lootOnBench !== 'tie-breaker') return undefined;
    const since = new Date(at.getTime() - suggestionWeeks * 7 * 86_400_000).toISOString();
    return lootCountsByRaider(store.loot.between(since, at.toISOString()), store.characters.all());
  }

  function suggestionFor(raid: RaidInstance, at: Date): RosterSuggestion {
    return suggestRoster({
      raid,
      answers: answersFor([raid]),
      decisions: store.decisions.forRaids([raid.id]),
      ...history(suggestionWeeks, at),
      timeZone: config().timezone,
      loot: lootOf(at),
    });
  }

  return {
    /** Officers: the suggested roster of a raid, with the rule and every coming raider's reasons. */
    rosterSuggestion(actor: Actor, raidId: string): RosterSuggestion {
      assertOfficer(actor.role);
      return suggestionFor(raidOrThrow(raidId), now());
    },

    /**
     * Officers: records the suggestion as the leader's decisions (a place confirmed, the rest benched),
     * computed inside the write, so the roster after it equals the suggestion. Refused like every
     * decision once the raid started (`past`), and for a cancelled night or one nobody is coming to.
     */
    applyRosterSuggestion: (actor: Actor, raidId: string): RosterBatchAnswer =>
      writeBatch(actor, raidId, (raid, at) => {
        if (raid.status === 'cancelled') throw new RaidApiError('locked', suggestionMessages.cancelled);
        assertNotStarted(raid, at);
        const decisions = suggestionDecisions(suggestionFor(raid, at));
        if (decisions.length === 0) throw new RaidApiError('locked', suggestionMessages.nobody);
        return { decisions };
      }),
  };
}

export type SuggestionService = ReturnType<typeof suggestionService>;
