import { invalidFields, type RaidRange } from '../../src/domain';
import type { AnswerService, SignupService } from '../../src/domain/service';
import type { createRosterCache } from '../raids/roster-cache';
import type { OperationHandlers } from './operation-routes';

export interface SignupRoutesOptions {
  signups: SignupService;
  answers: AnswerService;
  /** `GET /rosters` answers as bytes, until the next write. */
  rosterCache: ReturnType<typeof createRosterCache>;
}

/** Whether an `Accept-Encoding` header takes gzip (and does not refuse it with `q=0`). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return (coding === 'gzip' || coding === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** The rosters, read by every signed-in raider and kept as bytes until the next write, and one answer (docs/api.md). */
export function signupHandlers({ signups, answers, rosterCache }: SignupRoutesOptions): OperationHandlers {
  return {
    listRosters({ c, input }) {
      const gzip = acceptsGzip(c.req.header('accept-encoding'));
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
      if (gzip) headers['Content-Encoding'] = 'gzip';
      const range = input as unknown as RaidRange;
      const answer = rosterCache.get(`rosters ${range.from} ${range.to}`, () => signups.rosters(range), gzip);
      return c.body(new Uint8Array(answer), 200, headers);
    },
    saveSignup({ actor, params: { raidId }, input }) {
      if (input.raidId !== undefined && input.raidId !== raidId) {
        throw invalidFields({ raidId: 'Rajd w treści żądania nie zgadza się z adresem.' });
      }
      return answers.saveSignup(actor, { ...input, raidId });
    },
  };
}
