import type { Actor } from '../../src/domain/service';
import type { GuildImportSummary } from '../../src/domain/guild-export/guild-export-terms';
import type { RaidHelperImports } from '../imports/raid-helper-import';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface ImportRoutesOptions {
  raidHelper: RaidHelperImports;
  /** Restores a whole guild from its export, on a fresh server. */
  restoreGuild: (actor: Actor, document: unknown) => Promise<GuildImportSummary>;
}

/** The one endpoint whose body may be large (`guildImportMaxBytes`): every other keeps `maxBodyBytes`. */
export const guildImportPath = /(?:^|\/api)\/import$/;

const progressShape =
  '`{"state","pagesRead","pages","events","eventsWritten","raidsCreated","answers","accountsCreated","error"?}`: `state` is `idle`, ' +
  '`fetching` (pages of events being read), `writing` (events being written, one transaction each), `done` or `failed` ' +
  '(`error: {"code","message","fields"?}` in Polish: `invalid` with `apiKey` for a key Raid-Helper refuses or `serverId` for a server it ' +
  'does not know, `rate-limited` for its 429 (the message says when to try again), `unavailable` when it cannot be reached or answers too ' +
  'much or in another shape; nothing is written before every page was read)';

/** Bringing a guild's history in (docs/api.md). */
export function addImportRoutes(route: Route, { raidHelper, restoreGuild }: ImportRoutesOptions): void {
  route(
    'POST',
    '/import',
    {
      access: 'admin',
      accessNote: 'admin, on a server whose only account is theirs',
      body: "`GET /export`'s document, as it was downloaded (up to 50 MB)",
      answers:
        '`200 {"counts":{<section>: rows},"needResetCode":[nickname,…]}`: the guild restored, all or nothing; exporting again gives the ' +
        'same document (`exportedAt` aside). Accounts come back without passwords: those linked to Discord sign in with it as before, ' +
        '`needResetCode` lists the others (an officer gives each a reset code); the admin importing keeps their account, password and role',
      errors:
        '`400` (field `file`: not an export, another `version`, a section that is not as the schema says, a row the database refuses), ' +
        '`401`, `403`, `409` `locked` (the server has other accounts), `413` (over 50 MB)',
    },
    async (c) => c.json(await restoreGuild(actor(c), await readJsonObject(c))),
  );

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
