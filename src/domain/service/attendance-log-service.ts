import { assertOfficer } from '../accounts/account-rules';
import { raiderKey } from '../accounts/raider-key';
import type { Character } from '../characters/character-types';
import { assertAttendanceOpen } from '../raids/attendance';
import {
  assertReportOfRaid,
  compareRaidLog,
  plannedPlace,
  type LoggedCharacter,
  type RaidLogComparison,
  type RaidLogReport,
} from '../raids/raid-log';
import { attendanceService } from './attendance-service';
import type { Actor, GuildContext } from './guild-context';

const loggedFields = ({ name, realm, main }: Character): Omit<LoggedCharacter, 'nickname'> =>
  realm ? { name, realm, main } : { name, main };

/**
 * The raid's plan against its log (a Warcraft Logs report the server fetched): a part of its own, since
 * only the guild's server can fetch a report, and the demo's attendance chunk stays without it.
 */
export function attendanceLogService(context: GuildContext) {
  const { store, config, now, raidOrThrow, game } = context;
  const attendance = attendanceService(context);

  /**
   * What the log is matched against: every character of the sheet's raiders first, then every character
   * of every other raider (someone who played without answering is found by any of theirs, an alt an
   * officer assigned them from an earlier log included).
   */
  function charactersFor(nicknames: readonly string[]): LoggedCharacter[] {
    const onSheet = new Set(nicknames.map(raiderKey));
    const own = nicknames.flatMap((nickname) =>
      store.characters.forRaider(raiderKey(nickname)).map((character) => ({ nickname, ...loggedFields(character) })),
    );
    const others = store.characters.all().flatMap(({ raiderKey: key, character }) => {
      const nickname = onSheet.has(key) ? undefined : store.accounts.byKey(key)?.nickname;
      return nickname ? [{ nickname, ...loggedFields(character) }] : [];
    });
    return [...own, ...others];
  }

  return {
    /**
     * Officers, before a raid's log is fetched: throws as `compareWithLog` would for the raid itself (not
     * an officer, no such raid, outside the time attendance is recorded), so no report is fetched in vain.
     */
    assertLogImportOpen(actor: Actor, raidId: string): void {
      assertOfficer(actor.role);
      assertAttendanceOpen(raidOrThrow(raidId), now());
    },

    /**
     * Officers: the raid's plan (its sheet's places) against its log, between its start and 7 days after.
     * Throws `invalid` (field `report`) for a report of another night or without fights.
     */
    compareWithLog(actor: Actor, raidId: string, report: RaidLogReport): RaidLogComparison {
      const sheet = attendance.attendanceSheet(actor, raidId);
      const raid = raidOrThrow(raidId);
      assertAttendanceOpen(raid, now());
      assertReportOfRaid(report, raid, config().timezone);
      const plan = sheet.entries.map((entry) => ({ nickname: entry.nickname, planned: plannedPlace(entry.place) }));
      const characters = charactersFor(plan.map((entry) => entry.nickname));
      return compareRaidLog({ plan, characters, report, lateAfterMinutes: config().lateAfterMinutes, game: game() });
    },
  };
}

export type AttendanceLogService = ReturnType<typeof attendanceLogService>;
