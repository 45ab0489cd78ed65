import { assertOfficer } from '../accounts/account-rules';
import { findRaid, raidsInRange } from '../raids/find-raids';
import { attendanceCsv } from '../sheets/attendance-csv';
import { lootSheetCsv } from '../sheets/loot-sheet';
import { attendanceSheetReader } from './attendance-service';
import type { Actor, GuildContext } from './guild-context';
import { lootService } from './loot-service';

/** The attendance and the loot as spreadsheets (the server's; the demo has no downloads, so it never loads this part). */
export function attendanceExportService(context: GuildContext) {
  const { store, now, config, schedule } = context;
  const sheetOf = attendanceSheetReader(context);
  const loot = lootService(context);
  return {
    /**
     * Officers: every night that has started since the guild's first answer or record, one CSV line per
     * raider (`attendanceCsv`), cancelled nights left out.
     */
    attendanceCsv(actor: Actor): string {
      assertOfficer(actor.role);
      const kept = schedule();
      const at = now().toISOString();
      const starts = [...store.signups.answered(), ...store.attendance.everyone()]
        .map((touch) => findRaid(config(), touch.raidId, kept)?.startUtc)
        .filter((start): start is string => start !== undefined && start <= at)
        .sort();
      const nights =
        starts.length === 0
          ? []
          : raidsInRange(config(), { from: starts[0]!, to: new Date(Date.parse(at) + 1).toISOString() }, kept)
              .filter((raid) => raid.status !== 'cancelled')
              .map((raid) => ({ raid, sheet: sheetOf(raid) }));
      return attendanceCsv(nights, config().timezone);
    },

    /** Officers: every award kept, with the raider it belongs to now (`lootSheetCsv`). */
    lootCsv(actor: Actor): string {
      assertOfficer(actor.role);
      return lootSheetCsv(loot.loot(actor, {}), config().timezone);
    },
  };
}

export type AttendanceExportService = ReturnType<typeof attendanceExportService>;
