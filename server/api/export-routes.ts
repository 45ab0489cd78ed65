import type { GuildExport } from '../guild-export/guild-export';
import type { Route } from './route-doc';

export interface ExportRoutesOptions {
  /** The whole guild as one document, now. */
  exportDocument: () => GuildExport;
  /** The document's JSON Schema. */
  schema: () => unknown;
}

/** The guild's data out (docs/api.md). */
export function addExportRoutes(route: Route, { exportDocument, schema }: ExportRoutesOptions): void {
  route(
    'GET',
    '/export',
    {
      access: 'admin',
      answers:
        '`200 {"format":"raider-panel-export","version":1,"exportedAt","guild",…sections}`, as a download (`raider-panel-<date>.json`): ' +
        'accounts (with their Discord link), characters, series and their versions, one-off raids, night changes, signups, standing ' +
        'answers, roster decisions, attendance, absences, settings, the signup counter, the audit log, the Raid-Helper ledger, feed ' +
        "revisions and the bot's Discord posts. Never a password hash, session or device token, reset code, feed key, access code, " +
        'webhook address or Discord secret. Its JSON Schema: `GET /export-schema.json`',
      errors: '`401`, `403`',
    },
    (c) => {
      const document = exportDocument();
      c.header('Content-Disposition', `attachment; filename="raider-panel-${document.exportedAt.slice(0, 10)}.json"`);
      return c.json(document);
    },
  );

  route(
    'GET',
    '/export-schema.json',
    { access: 'public', answers: "`200` the JSON Schema (draft-07) of `GET /export`'s document, which `POST /import` checks against" },
    (c) => c.json(schema()),
  );
}
