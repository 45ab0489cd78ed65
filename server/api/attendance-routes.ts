import type { AttendanceLogService, AttendanceService } from '../../src/domain/service';
import { reportOf } from '../../src/domain/raids/raid-log';
import type { WarcraftLogsClient } from '../imports/warcraft-logs';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface AttendanceRoutesOptions {
  attendance: AttendanceService;
  attendanceLog: AttendanceLogService;
  /** Without it, the import from Warcraft Logs is not offered. */
  warcraftLogs?: WarcraftLogsClient;
}

/** Real attendance: officers record it per raid, every member reads the guild table (docs/api.md). */
export function addAttendanceRoutes(route: Route, { attendance, attendanceLog, warcraftLogs }: AttendanceRoutesOptions): void {
  route(
    'GET',
    '/me/attendance',
    {
      access: 'token',
      answers: '`200 Attendance` over the last 4 weeks (`{"raids","present","absent","unanswered","excused","rate","weeks"}`)',
      errors: '`401`',
    },
    (c) => c.json(attendance.attendance(actor(c))),
  );

  route(
    'GET',
    '/attendance',
    {
      access: 'token',
      body: '`?weeks`: `4`, `8` or `12` (default 4)',
      answers:
        '`200 [{"nickname","counted","attended","rate","notCounted"}]`: every raider with a raid that counts or was left out, by nickname',
      errors: '`400` (field `weeks`), `401`',
    },
    (c) => c.json(attendance.guildAttendance(c.req.query('weeks') ?? '4')),
  );

  route(
    'GET',
    '/raids/:raidId/attendance',
    {
      access: 'officer',
      answers:
        '`200 {"raidId","entries":[{"nickname","attendance","recorded","answer"?,"place"?}]}`: the sheet, by nickname; `attendance` is ' +
        'the recorded mark, else the suggested one (`recorded: false`: `present`/`late` only for the roster); `place` is where the ' +
        'raider stood: `roster`, `reserve`, `bench` or `absence`',
      errors: '`401`, `403 forbidden`, `404`',
    },
    (c) => c.json(attendance.attendanceSheet(actor(c), c.req.param('raidId') ?? '')),
  );

  route(
    'PUT',
    '/raids/:raidId/attendance',
    {
      access: 'officer',
      body: '`{"entries":[{"nickname","attendance"}]}`: 1–200 raiders of the sheet, marks `present`, `late`, `absent`, `excused`, `bench`',
      answers: '`200` the sheet after saving',
      errors:
        '`400` (field `entries`), `401`, `403 forbidden`, `404`, `409 locked` (before the start, more than 7 days after it, or a cancelled ' +
        'night; the message says which)',
    },
    async (c) => c.json(attendance.recordAttendance(actor(c), c.req.param('raidId') ?? '', await readJsonObject(c))),
  );

  if (!warcraftLogs) return;
  route(
    'POST',
    '/raids/:raidId/attendance/import',
    {
      access: 'officer',
      body:
        '`{"report"}`: the raid\'s Warcraft Logs report, its address on any Warcraft Logs site (`https://www.warcraftlogs.com/reports/<code>#fight=…`, ' +
        '`classic.`, `fresh.`, `sod.`: asked on that site) or its code (a retail report)',
      answers:
        '`200 {"rows":[{"nickname","character","planned","seen","firstSeenAt"?,"suggested"}],"unmatched":[names]}`: the plan against ' +
        'the log; `planned` `roster`/`bench`/`absence`/`none`, `seen` `present`/`late`/`absent` (late: first seen more than the ' +
        "guild's `lateAfterMinutes`, default 15, after the first pull), `suggested` a mark for the sheet; nothing is saved",
      errors:
        '`400` (field `report`: not a report, unknown to Warcraft Logs, of another day, without fights), `401`, `403 forbidden`, `404`, ' +
        "`409 locked` (as the sheet), `429` with `Retry-After` (Warcraft Logs limits its requests: its wait, from the header or the body's " +
        '`retry_after`), `502 bad-gateway` (an answer no raid report is: over 1 MB, more than 200 fights, 40 players in a fight or 80 in ' +
        'the report, or fields of the wrong kind), `503` (Warcraft Logs not set up on the server or unreachable)',
    },
    async (c) => {
      const raidId = c.req.param('raidId') ?? '';
      const { code, site } = reportOf((await readJsonObject(c)).report);
      // The raid and the officer first: no report is fetched for a request refused anyway.
      attendanceLog.assertLogImportOpen(actor(c), raidId);
      const report = await warcraftLogs.report(code, site);
      return c.json(attendanceLog.compareWithLog(actor(c), raidId, report));
    },
  );
}
