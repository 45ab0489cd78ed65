import { raiderKey } from '../accounts/raider-key';
import { assertOfficer } from '../accounts/account-rules';
import { decideRoster, decideRosterBatch } from '../raids/roster-decision-rules';
import { rosterDecisionDetail } from '../raids/signup-labels';
import type { RaidRoster, RosterBatchAnswer } from '../raids/signup-types';
import type { RaidInstance } from '../schedule/raid-instance';
import type { Actor, GuildContext } from './guild-context';

/**
 * A batch of roster decisions about one raid saved in one officer write, one audit entry and one
 * announcement each: `input` is made inside the write, from the raid as it is then (the fair-bench
 * suggestion is computed there), and decided by the same rules as every batch (`decideRosterBatch`).
 */
export function rosterBatchWriter({ store, raidOrThrow, answersFor, dressRoster, officerWrite, events }: GuildContext) {
  return (actor: Actor, raidId: string, input: (raid: RaidInstance, at: Date) => unknown): RosterBatchAnswer =>
    officerWrite(actor, (at) => {
      const raid = raidOrThrow(raidId);
      const decisions = store.decisions.forRaids([raid.id]);
      const answers = answersFor([raid]);
      const batch = decideRosterBatch(raid, answers, decisions, input(raid, at), at, store.signups.nextSequence);
      for (const { key, raider, stored } of batch.changes) {
        if (stored) store.decisions.save(stored, key, actor.nickname, at.toISOString());
        else store.decisions.remove(raid.id, key);
        events?.publish({ kind: 'roster-decided', raidId: raid.id, nickname: raider, decision: stored?.decision ?? 'auto' });
      }
      const audit = batch.changes.map(({ raider, detail }) => ({
        action: 'roster-decision' as const,
        target: `${raid.id} ${raider}`,
        detail,
      }));
      return { result: { roster: dressRoster(batch.roster, answers), movedOut: batch.movedOut, saved: true }, audit };
    });
}

/**
 * The raid leader's roster decisions: who of those who answered is confirmed, benched or left to the
 * automatic rule. Apart from the schedule's tools (`officer-service`): a leader deciding tonight's roster
 * needs none of the series and night rules, and each part stays a small chunk in the demo.
 * Each decision, its audit entry and its announcement are one write.
 */
export function rosterService(context: GuildContext) {
  const { store, now, raidOrThrow, answersFor, dressRoster, officerWrite, events } = context;
  const publish: NonNullable<typeof events>['publish'] = (event) => events?.publish(event);
  const writeBatch = rosterBatchWriter(context);

  return {
    /**
     * Confirms a raider who answered into the roster, benches them, or returns them to the automatic rule
     * (`auto`), optionally in another role. Counts the same answers every roster does (absences
     * included), so the roster it answers equals the next read.
     */
    decideRoster: (actor: Actor, raidId: string, nickname: string, rawInput: unknown): RaidRoster =>
      officerWrite(actor, (at) => {
        const raid = raidOrThrow(raidId);
        const decisions = store.decisions.forRaids([raid.id]);
        const answers = answersFor([raid]);
        const { stored, roster } = decideRoster(raid, answers, decisions, nickname, rawInput, at, store.signups.nextSequence);
        const key = raiderKey(nickname);
        if (stored) store.decisions.save(stored, key, actor.nickname, at.toISOString());
        else store.decisions.remove(raid.id, key);
        const decision = stored?.decision ?? 'auto';
        publish({ kind: 'roster-decided', raidId: raid.id, nickname, decision });
        return {
          result: dressRoster(roster, answers),
          action: 'roster-decision',
          target: `${raid.id} ${nickname}`,
          detail: rosterDecisionDetail(decision, stored?.role),
        };
      }),

    /**
     * Several roster decisions about one raid in one write, one audit entry each (see `decideRoster`);
     * answers the roster after them and who they move out of it. With `preview: true` nothing is saved:
     * the leader sees who would move out before saving.
     */
    decideRosters(actor: Actor, raidId: string, rawInput: unknown): RosterBatchAnswer {
      const decide = (at: Date, allocateSequence: () => number) => {
        const raid = raidOrThrow(raidId);
        const decisions = store.decisions.forRaids([raid.id]);
        const answers = answersFor([raid]);
        const batch = decideRosterBatch(raid, answers, decisions, rawInput, at, allocateSequence);
        return { raid, ...batch, roster: dressRoster(batch.roster, answers) };
      };
      assertOfficer(actor.role);
      // A preview takes no place from the signup counter (that is a write): places after every answer given do the same.
      let ahead = Number.MAX_SAFE_INTEGER - 1000;
      const looked = decide(now(), () => (ahead += 1));
      if (looked.preview) return { roster: looked.roster, movedOut: looked.movedOut, saved: false };
      return writeBatch(actor, raidId, () => rawInput);
    },
  };
}

export type RosterService = ReturnType<typeof rosterService>;
export type RosterBatchWriter = ReturnType<typeof rosterBatchWriter>;
