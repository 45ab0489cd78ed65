import { assertOfficer } from '../accounts/account-rules';
import { findRaid, raidsInRange } from '../raids/find-raids';
import { attendanceCsv } from '../sheets/attendance-csv';
import { attendanceSheetReader } from './attendance-service';
import type { Actor, GuildContext } from './guild-context';

/** The attendance as a spreadsheet (the server's; the demo has no downloads, so it never loads this part). */
export function attendanceExportService(context: GuildContext) {
  const { store, now, config, schedule } = context;
  const sheetOf = attendanceSheetReader(context);
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
  };
}

export type AttendanceExportService = ReturnType<typeof attendanceExportService>;
