import type { OfficerService, RosterService, SignupService } from '../../src/domain/service';
import { actor } from './account-routes';
import { readJsonObject, readRange } from './request-input';
import type { Route } from './route-doc';

export interface ScheduleRoutesOptions {
  signups: SignupService;
  officers: OfficerService;
  rosters: RosterService;
}

/** The raid leader's schedule: weekly series, one-off raids, single nights, roster decisions (docs/api.md). */
export function addScheduleRoutes(route: Route, { signups, officers, rosters }: ScheduleRoutesOptions): void {
  route(
    'GET',
    '/raids',
    {
      access: 'public',
      body: '`?from&to`: ISO 8601 instants with a zone, at most 366 days apart',
      answers:
        '`200 RaidInstance[]` starting in `[from, to)` and published (before `schedule.weeksAhead` weeks from now), by start, each with `status` (`scheduled`/`cancelled`), `cancelReason` (while cancelled) ' +
        'and `seriesId` (nights of a weekly series)',
      errors: '`400` (fields `from`, `to`)',
    },
    (c) => c.json(signups.listRaids(readRange(c))),
  );

  route(
    'GET',
    '/series',
    {
      access: 'public',
      answers:
        '`200 [{"id","title","weekday","start","durationMinutes","size","difficulty","roleTargets"?,"note"?,"startsOn"?,"endsOn"?}]`: ' +
        "each series' current fields",
    },
    (c) => c.json(signups.listSeries()),
  );

  route(
    'POST',
    '/series',
    {
      access: 'officer',
      body:
        '`{"title","weekday","start","durationMinutes","size","difficulty","roleTargets"?,"note"?}` (weekday 1–7 from Monday, start ' +
        "`HH:MM` in the guild's zone, 30–720 minutes, size 10/20/25/30, difficulty `normalny`/`heroiczny`/`mityczny`, role targets " +
        'summing to the size)',
      answers: '`201` the series, with its `id` (from the title) and `startsOn`',
      errors: '`400` (fields), `401`, `403 forbidden`',
    },
    async (c) => c.json(officers.createSeries(actor(c), await readJsonObject(c)), 201),
  );

  route(
    'PATCH',
    '/series/:seriesId',
    {
      access: 'officer',
      body: 'any of the series fields (from the next night that has not started), and/or `{"endsOn": "YYYY-MM-DD"}`',
      answers: '`200` the series',
      errors: '`400` (fields; `endsOn` before the last night played), `401`, `403 forbidden`, `404`',
    },
    async (c) => c.json(officers.updateSeries(actor(c), c.req.param('seriesId') ?? '', await readJsonObject(c))),
  );

  route(
    'POST',
    '/raids',
    {
      access: 'officer',
      body: '`{"title","date","start","durationMinutes","size","difficulty","roleTargets"?,"note"?}` (a one-off raid, in the future)',
      answers: '`201 RaidInstance` (id `<id from the title>-<date>`)',
      errors: '`400` (fields; `date` in the past), `401`, `403 forbidden`',
    },
    async (c) => c.json(officers.createRaid(actor(c), await readJsonObject(c)), 201),
  );

  route(
    'PUT',
    '/raids/:raidId/roster/:nickname',
    {
      access: 'officer',
      body: '`{"decision": "confirmed" | "bench" | "auto", "role"?}` about a raider who answered',
      answers:
        '`200 RaidRoster` after the decision (entries carry `decision`: `confirmed` or `bench`; `role` is the role they are taken in)',
      errors:
        '`400` (fields `decision`, `role`), `401`, `403 forbidden`, `404` (no such raid, or the raider did not answer), `409 past` (the raid has started)',
    },
    async (c) =>
      c.json(rosters.decideRoster(actor(c), c.req.param('raidId') ?? '', c.req.param('nickname') ?? '', await readJsonObject(c))),
  );

  route(
    'POST',
    '/raids/:raidId/roster',
    {
      access: 'officer',
      body:
        '`{"decisions": [{"nickname", "decision": "confirmed" | "bench" | "auto", "role"?}], "preview"?: true}`: up to 100 decisions ' +
        'about raiders who answered, saved together (one audit entry each); `preview` saves nothing',
      answers:
        '`200 {"roster": RaidRoster, "movedOut": [nickname], "saved"}`: the roster after them and who they move from a place to the ' +
        'reserve (a confirmation in a full raid)',
      errors:
        '`400` (fields `decisions…`, `preview`), `401`, `403 forbidden`, `404` (no such raid, or one raider did not answer: nothing saved), `409 past`',
    },
    async (c) => c.json(rosters.decideRosters(actor(c), c.req.param('raidId') ?? '', await readJsonObject(c))),
  );

  route(
    'PATCH',
    '/raids/:raidId',
    {
      access: 'officer',
      body:
        '`{"date"?,"start"?,"title"?,"note"?,"status"?,"cancelReason"?}`: move or rename a night; `status: "cancelled"` needs ' +
        '`cancelReason` (at most 120 characters), `status: "scheduled"` restores it',
      answers: '`200 RaidInstance`',
      errors: '`400` (fields; a move into the past), `401`, `403 forbidden`, `404`, `409 past` (the night has started)',
    },
    async (c) => c.json(officers.updateRaid(actor(c), c.req.param('raidId') ?? '', await readJsonObject(c))),
  );
}
