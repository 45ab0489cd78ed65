import type { MiddlewareHandler } from 'hono';
import type { RaidService } from '../raids/raid-service';
import type { AccountEnv, Route } from './account-routes';
import { readJsonObject } from './request-input';

export interface ScheduleRoutesOptions {
  service: RaidService;
  signedIn: MiddlewareHandler<AccountEnv>;
  /** 403 for raiders, before the body is read. */
  officers: MiddlewareHandler<AccountEnv>;
}

/** The raid leader's schedule: weekly series, one-off raids, single nights (README: API). */
export function addScheduleRoutes(route: Route, { service, signedIn, officers }: ScheduleRoutesOptions): void {
  const actor = (c: { get(key: 'signedIn'): AccountEnv['Variables']['signedIn'] }) => {
    const { account } = c.get('signedIn');
    return { nickname: account.nickname, role: account.role };
  };

  route('GET', '/series', (c) => c.json(service.listSeries()));

  route('POST', '/series', signedIn, officers, async (c) => c.json(service.createSeries(actor(c), await readJsonObject(c)), 201));

  route('PATCH', '/series/:seriesId', signedIn, officers, async (c) =>
    c.json(service.updateSeries(actor(c), c.req.param('seriesId') ?? '', await readJsonObject(c))),
  );

  route('POST', '/raids', signedIn, officers, async (c) => c.json(service.createRaid(actor(c), await readJsonObject(c)), 201));

  route('PUT', '/raids/:raidId/roster/:nickname', signedIn, officers, async (c) =>
    c.json(service.decideRoster(actor(c), c.req.param('raidId') ?? '', c.req.param('nickname') ?? '', await readJsonObject(c))),
  );

  route('PATCH', '/raids/:raidId', signedIn, officers, async (c) =>
    c.json(service.updateRaid(actor(c), c.req.param('raidId') ?? '', await readJsonObject(c))),
  );
}
