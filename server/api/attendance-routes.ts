import type { AttendanceLogService, AttendanceService } from '../../src/domain/service';
import { reportOf } from '../../src/domain/raids/raid-log';
import type { WarcraftLogsClient } from '../imports/warcraft-logs';
import type { OperationHandlers } from './operation-routes';

export interface AttendanceRoutesOptions {
  attendance: AttendanceService;
  attendanceLog: AttendanceLogService;
  /** Without it, the import from Warcraft Logs is not offered. */
  warcraftLogs?: WarcraftLogsClient;
}

/** The guild's attendance table, and the raid's plan against its Warcraft Logs report (docs/api.md). */
export function attendanceHandlers({ attendance, attendanceLog, warcraftLogs }: AttendanceRoutesOptions): OperationHandlers {
  return {
    guildAttendance: ({ input }) => attendance.guildAttendance((input as unknown as string | undefined) ?? '4'),
    ...(warcraftLogs && {
      async importAttendanceLog({ actor, params: { raidId = '' }, input }) {
        const { code, site } = reportOf(input.report);
        // The raid and the officer first: no report is fetched for a request refused anyway.
        attendanceLog.assertLogImportOpen(actor, raidId);
        return attendanceLog.compareWithLog(actor, raidId, await warcraftLogs.report(code, site));
      },
    }),
  };
}
