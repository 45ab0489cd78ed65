import type { AbsenceService } from '../../src/domain/service';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface AbsenceRoutesOptions {
  absences: AbsenceService;
}

/** A raider's own absences: they count as answers (docs/api.md). */
export function addAbsenceRoutes(route: Route, { absences }: AbsenceRoutesOptions): void {
  route(
    'GET',
    '/me/absences',
    {
      access: 'token',
      answers:
        '`200 Absence[]` (`{"id","raider","from","to","note"?,"createdAt"}`): the raider\'s absences not over yet (today in the guild\'s zone), by start',
      errors: '`401`',
    },
    (c) => c.json(absences.myAbsences(actor(c))),
  );

  route(
    'POST',
    '/me/absences',
    {
      access: 'token',
      body:
        '`{"from","to","note"?}`: dates `YYYY-MM-DD` in the guild\'s zone, both inclusive, at most 366 days, not ending in the past; ' +
        'note ≤ 200 characters, one line',
      answers: '`201 Absence`',
      errors: '`400` (fields `from`, `to`, `note`), `401`, `503`',
    },
    async (c) => c.json(absences.addAbsence(actor(c), await readJsonObject(c)), 201),
  );

  route(
    'DELETE',
    '/me/absences/:absenceId',
    {
      access: 'token',
      answers:
        '`204`: ends the absence early (one not started yet is removed, one under way ends yesterday, one already over stays as it was)',
      errors: "`401`, `404` unknown id or another raider's",
    },
    (c) => {
      absences.endAbsence(actor(c), c.req.param('absenceId') ?? '');
      return c.body(null, 204);
    },
  );
}
