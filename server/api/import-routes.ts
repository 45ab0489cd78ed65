import type { RaidHelperImports } from '../imports/raid-helper-import';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface ImportRoutesOptions {
  raidHelper: RaidHelperImports;
}

const progressShape =
  '`{"state","pagesRead","pages","events","eventsWritten","raidsCreated","answers","accountsCreated","error"?}`: `state` is `idle`, ' +
  '`fetching` (pages of events being read), `writing` (events being written, one transaction each), `done` or `failed` ' +
  '(`error: {"code","message","fields"?}` in Polish: `invalid` with `apiKey` for a key Raid-Helper refuses or `serverId` for a server it ' +
  'does not know, `rate-limited` for its 429 (the message says when to try again), `unavailable` when it cannot be reached or answers too ' +
  'much or in another shape; nothing is written before every page was read)';

/** Bringing a guild's history in (docs/api.md). */
export function addImportRoutes(route: Route, { raidHelper }: ImportRoutesOptions): void {
  route(
    'POST',
    '/import/raid-helper',
    {
      access: 'admin',
      body:
        '`{"serverId","apiKey","from"?,"to"?}`: the Discord server id, its Raid-Helper API key (the `/apikey` command in Discord), the ' +
        "first and last night to read (`YYYY-MM-DD`, the guild's time zone)",
      answers:
        `\`202\` ${progressShape}. Runs on: read it with \`GET /import/raid-helper\`. Each event becomes a one-off raid (\`rh-<event id>\`), ` +
        'each sign-up an answer (Absence → "Nie będę", Tentative → "Może", Late → "Spóźnię się", Bench → "Będę" on the reserve, a class or ' +
        'role → "Będę" in its role); members are matched by Discord user id, else get a passwordless account linked to it. A second run ' +
        "imports nothing twice and never overwrites a raider's own answer (`RAIDHELPER_API_BASE`)",
      errors: '`400` (fields `serverId`, `apiKey`, `from`, `to`), `401`, `403`, `409` `locked` (an import is under way)',
    },
    async (c) => c.json(raidHelper.start(actor(c), await readJsonObject(c)), 202),
  );

  route(
    'GET',
    '/import/raid-helper',
    { access: 'admin', answers: `\`200\` ${progressShape}, of the last import since the server started`, errors: '`401`, `403`' },
    (c) => c.json(raidHelper.progress()),
  );
}
