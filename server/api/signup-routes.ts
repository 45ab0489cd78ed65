import type { RaidRange } from '../../src/domain';
import type { SignupService } from '../../src/domain/service';
import type { createRosterCache } from '../raids/roster-cache';
import type { OperationHandlers } from './operation-routes';

export interface SignupRoutesOptions {
  signups: SignupService;
  /** `GET /rosters` answers as bytes, until the next write. */
  rosterCache: ReturnType<typeof createRosterCache>;
}

/** The rosters, read by every signed-in raider and kept as bytes until the next write (docs/api.md). */
export function signupHandlers({ signups, rosterCache }: SignupRoutesOptions): OperationHandlers {
  return {
    listRosters({ c, input }) {
      const range = input as unknown as RaidRange;
      const build = () => signups.rosters(range);
      const { body, headers } = rosterCache.answer(`rosters ${range.from} ${range.to}`, build, c.req.header('accept-encoding'));
      return c.body(body, 200, headers);
    },
  };
}
