import { invalidFields } from '../../src/domain';
import type { AnswerService, SignupService } from '../../src/domain/service';
import type { createRosterCache } from '../raids/roster-cache';
import { actor } from './account-routes';
import { readJsonObject, readRange } from './request-input';
import type { Route } from './route-doc';

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

/** The raiders' answers and the rosters they make (docs/api.md). */
export function addSignupRoutes(route: Route, { signups, answers, rosterCache }: SignupRoutesOptions): void {
  route('GET', '/raids/:raidId/roster', { access: 'token', answers: '`200 RaidRoster`', errors: '`401`, `404`' }, (c) =>
    c.json(signups.roster(c.req.param('raidId') ?? '')),
  );

  route(
    'GET',
    '/rosters',
    {
      access: 'token',
      body: '`?from&to` as above',
      answers:
        '`200 RaidRoster[]`: one per raid starting in the range, in the order of `GET /api/raids` (gzipped for clients that accept it)',
      errors: '`400`, `401`',
    },
    (c) => {
      const gzip = acceptsGzip(c.req.header('accept-encoding'));
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
      if (gzip) headers['Content-Encoding'] = 'gzip';
      const range = readRange(c);
      const answer = rosterCache.get(`rosters ${range.from} ${range.to}`, () => signups.rosters(range), gzip);
      return c.body(new Uint8Array(answer), 200, headers);
    },
  );

  route(
    'PUT',
    '/raids/:raidId/signup',
    {
      access: 'token',
      body:
        '`{"status","role"?,"characterId"?,"note"?}` (a `raidId` in the body must match the path): `characterId` one of the raider\'s own ' +
        "characters (`400` otherwise), absent: the raider's main, if any; `role` absent: the character's spec's role",
      answers: '`200 {"signup": Signup, "roster": RaidRoster}`; the same answer again changes nothing',
      errors:
        '`400`, `401`, `404` (also a raid not published yet: `schedule.weeksAhead` weeks from now or later), `409`, `413`, `415`, `503`',
    },
    async (c) => {
      const raidId = c.req.param('raidId') ?? '';
      const body = await readJsonObject(c);
      if (body.raidId !== undefined && body.raidId !== raidId) {
        throw invalidFields({ raidId: 'Rajd w treści żądania nie zgadza się z adresem.' });
      }
      return c.json(answers.saveSignup(actor(c), { ...body, raidId }));
    },
  );

  route(
    'PUT',
    '/me/signups',
    {
      access: 'token',
      body: '`{"answers": [{"raidId","status","role","characterName"?,"characterClass"?,"note"?}, …]}`: 1–100 answers, one per raid',
      answers: '`200 Signup[]`: the answers saved, in the order sent; all are saved in one write, or none',
      errors:
        '`400` (also when any raid refuses its answer: `fields` names each refused raid id with its reason; nothing is saved), `401`, `413`, `415`, `503`',
    },
    async (c) => c.json(answers.saveSignups(actor(c), await readJsonObject(c))),
  );

  route(
    'GET',
    '/me/signups',
    {
      access: 'token',
      body: '`?from&to` as above',
      answers:
        '`200 Signup[]`: the raider\'s answers for the range\'s raids (as `GET /raids`), by start; an absence\'s "Nie będę" where they gave none, else their standing answer for the series (marked `"standing": true`)',
      errors: '`400`, `401`',
    },
    (c) => c.json(signups.mySignups(actor(c), readRange(c))),
  );
}
