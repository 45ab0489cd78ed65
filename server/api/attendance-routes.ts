import type { AttendanceService } from '../../src/domain/service';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface AttendanceRoutesOptions {
  attendance: AttendanceService;
}

/** Real attendance: officers record it per raid, every member reads the guild table (docs/api.md). */
export function addAttendanceRoutes(route: Route, { attendance }: AttendanceRoutesOptions): void {
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
}
