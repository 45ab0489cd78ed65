import type { MiddlewareHandler } from 'hono';
import { parseAttendanceWeeks } from '../../src/domain/raids/attendance';
import { attendanceMessages } from '../../src/domain/raids/attendance-terms';
import { raidApiMessages } from '../../src/domain';
import type { RaidService } from '../raids/raid-service';
import type { AccountEnv, Route } from './account-routes';
import { ApiError } from './api-error';
import { readJsonObject } from './request-input';

export interface AttendanceRoutesOptions {
  service: RaidService;
  signedIn: MiddlewareHandler<AccountEnv>;
  /** 403 for raiders, before the body is read. */
  officers: MiddlewareHandler<AccountEnv>;
}

/** Real attendance: officers record it per raid, every member reads the guild table (README: API). */
export function addAttendanceRoutes(route: Route, { service, signedIn, officers }: AttendanceRoutesOptions): void {
  const actor = (c: { get(key: 'signedIn'): AccountEnv['Variables']['signedIn'] }) => {
    const { account } = c.get('signedIn');
    return { nickname: account.nickname, role: account.role };
  };

  route('GET', '/attendance', signedIn, (c) => {
    const weeks = parseAttendanceWeeks(c.req.query('weeks') ?? '4');
    if (weeks === null) throw new ApiError(400, 'invalid', raidApiMessages.invalid, { weeks: attendanceMessages.badWeeks });
    return c.json(service.guildAttendance(weeks));
  });

  route('GET', '/raids/:raidId/attendance', signedIn, officers, (c) =>
    c.json(service.attendanceSheet(actor(c), c.req.param('raidId') ?? '')),
  );

  route('PUT', '/raids/:raidId/attendance', signedIn, officers, async (c) =>
    c.json(service.recordAttendance(actor(c), c.req.param('raidId') ?? '', await readJsonObject(c))),
  );
}
