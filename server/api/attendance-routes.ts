import type { AttendanceLogService, AttendanceService } from '../../src/domain/service';
import { reportOf } from '../../src/domain/raids/raid-log';
import type { WarcraftLogsClient } from '../imports/warcraft-logs';
import { actor } from './account-routes';
import type { OperationHandlers } from './operation-routes';
import { readJsonObject } from './request-input';

export interface AttendanceRoutesOptions {
  attendance: AttendanceService;
  attendanceLog: AttendanceLogService;
  /** Without it, the import from Warcraft Logs is not offered. */
  warcraftLogs?: WarcraftLogsClient;
}

/** The guild's attendance table, and the raid's plan against its Warcraft Logs report (docs/api.md). */
export function attendanceHandlers({ attendance, attendanceLog, warcraftLogs }: AttendanceRoutesOptions): OperationHandlers {
  return {
    guildAttendance: (c) => c.json(attendance.guildAttendance(c.req.query('weeks') ?? '4')),
    ...(warcraftLogs && {
      async importAttendanceLog(c) {
        const raidId = c.req.param('raidId') ?? '';
        const { code, site } = reportOf((await readJsonObject(c)).report);
        // The raid and the officer first: no report is fetched for a request refused anyway.
        attendanceLog.assertLogImportOpen(actor(c), raidId);
        const report = await warcraftLogs.report(code, site);
        return c.json(attendanceLog.compareWithLog(actor(c), raidId, report));
      },
    }),
  };
}
