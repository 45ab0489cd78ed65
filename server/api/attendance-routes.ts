import type { MiddlewareHandler } from 'hono';
import type { AttendanceService } from '../../src/domain/service';
import { actor, type AccountEnv, type Route } from './account-routes';
import { readJsonObject } from './request-input';

export interface AttendanceRoutesOptions {
  attendance: AttendanceService;
  signedIn: MiddlewareHandler<AccountEnv>;
  /** 403 for raiders, before the body is read. */
  officers: MiddlewareHandler<AccountEnv>;
}

/** Real attendance: officers record it per raid, every member reads the guild table (README: API). */
export function addAttendanceRoutes(route: Route, { attendance, signedIn, officers }: AttendanceRoutesOptions): void {
  route('GET', '/attendance', signedIn, (c) => c.json(attendance.guildAttendance(c.req.query('weeks') ?? '4')));

  route('GET', '/raids/:raidId/attendance', signedIn, officers, (c) =>
    c.json(attendance.attendanceSheet(actor(c), c.req.param('raidId') ?? '')),
  );

  route('PUT', '/raids/:raidId/attendance', signedIn, officers, async (c) =>
    c.json(attendance.recordAttendance(actor(c), c.req.param('raidId') ?? '', await readJsonObject(c))),
  );
}
