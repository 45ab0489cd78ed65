import type { AttendanceLogService } from '../../src/domain/service';
import { reportInputSchema } from '../../src/domain/raids/report-input';
import { validate } from '../../src/domain/input-schema';
import { validOrThrow } from '../../src/domain/raid-api-error';
import type { ServicePart } from '../api/operation-routes';
import type { WarcraftLogsClient } from './warcraft-logs';

/** The raid's plan against its Warcraft Logs report: the guild's comparison over the report the server fetches (docs/api.md). */
export function createAttendanceLogImport(
  attendanceLog: AttendanceLogService,
  warcraftLogs: WarcraftLogsClient,
): ServicePart<'attendanceLog'> {
  return {
    async importAttendanceLog(actor, raidId, body) {
      const { code, site } = validOrThrow(validate(reportInputSchema, body, 'input')).report;
      // The raid and the officer first: no report is fetched for a request refused anyway.
      attendanceLog.assertLogImportOpen(actor, raidId);
      return attendanceLog.compareWithLog(actor, raidId, await warcraftLogs.report(code, site));
    },
  };
}
