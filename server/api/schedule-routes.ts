import type { MiddlewareHandler } from 'hono';
import type { OfficerService, SignupService } from '../../src/domain/service';
import { actor, type AccountEnv, type Route } from './account-routes';
import { readJsonObject } from './request-input';

export interface ScheduleRoutesOptions {
  signups: SignupService;
  officers: OfficerService;
  signedIn: MiddlewareHandler<AccountEnv>;
  /** 403 for raiders, before the body is read. */
  officersOnly: MiddlewareHandler<AccountEnv>;
}

/** The raid leader's schedule: weekly series, one-off raids, single nights (README: API). */
export function addScheduleRoutes(route: Route, { signups, officers, signedIn, officersOnly }: ScheduleRoutesOptions): void {
  route('GET', '/series', (c) => c.json(signups.listSeries()));

  route('POST', '/series', signedIn, officersOnly, async (c) => c.json(officers.createSeries(actor(c), await readJsonObject(c)), 201));

  route('PATCH', '/series/:seriesId', signedIn, officersOnly, async (c) =>
    c.json(officers.updateSeries(actor(c), c.req.param('seriesId') ?? '', await readJsonObject(c))),
  );

  route('POST', '/raids', signedIn, officersOnly, async (c) => c.json(officers.createRaid(actor(c), await readJsonObject(c)), 201));

  route('PUT', '/raids/:raidId/roster/:nickname', signedIn, officersOnly, async (c) =>
    c.json(officers.decideRoster(actor(c), c.req.param('raidId') ?? '', c.req.param('nickname') ?? '', await readJsonObject(c))),
  );

  route('PATCH', '/raids/:raidId', signedIn, officersOnly, async (c) =>
    c.json(officers.updateRaid(actor(c), c.req.param('raidId') ?? '', await readJsonObject(c))),
  );
}
