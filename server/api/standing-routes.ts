import type { StandingService } from '../../src/domain/service';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface StandingRoutesOptions {
  standing: StandingService;
}

/** A raider's standing answers: one answer for every night of a weekly series (docs/api.md). */
export function addStandingRoutes(route: Route, { standing }: StandingRoutesOptions): void {
  route(
    'GET',
    '/me/standing',
    {
      access: 'token',
      answers:
        '`200 StandingAnswer[]` (`{"seriesId","raider","status","role","characterId"?,"note"?,"sequence","since","updatedAt"}`): the raider\'s standing answers, by series',
      errors: '`401`',
    },
    (c) => c.json(standing.myStanding(actor(c))),
  );

  route(
    'PUT',
    '/me/standing/:seriesId',
    {
      access: 'token',
      body:
        '`{"status","role"?,"characterId"?,"note"?}`: stands for every night of the series still open from now on that the raider does not answer ' +
        "(an explicit answer wins, an absence beats it); without `role`, the earlier standing answer's or the latest answer's",
      answers: '`200 StandingAnswer`',
      errors: '`400`, `401`, `404` unknown series, `413`, `415`, `503`',
    },
    async (c) => c.json(standing.setStanding(actor(c), c.req.param('seriesId') ?? '', await readJsonObject(c))),
  );

  route(
    'DELETE',
    '/me/standing/:seriesId',
    {
      access: 'token',
      answers: '`204`: removed (nothing to remove is not an error); the nights it stood for that no longer take answers keep it',
      errors: '`401`, `404` unknown series, `503`',
    },
    (c) => {
      standing.removeStanding(actor(c), c.req.param('seriesId') ?? '');
      return c.body(null, 204);
    },
  );
}
