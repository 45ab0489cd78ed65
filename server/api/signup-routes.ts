import type { RaidRange } from '../../src/domain';
import type { ApiRoutesOptions } from './api-routes';
import type { OperationHandlers } from './operation-routes';

/** The rosters, read by every signed-in raider and kept as bytes until the next write (docs/api.md). */
export function signupHandlers({ guild, rosterCache }: ApiRoutesOptions): OperationHandlers {
  return {
    listRosters({ c, input }) {
      const range = input as unknown as RaidRange;
      const build = () => guild.signups.rosters(range);
      const { body, headers } = rosterCache.answer(`rosters ${range.from} ${range.to}`, build, c.req.header('accept-encoding'));
      return c.body(body, 200, headers);
    },
  };
}
