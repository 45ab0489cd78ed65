import type { Actor } from '../../src/domain/service';
import type { GuildExport } from '../guild-export/guild-export';
import { actor } from './account-routes';
import type { Route } from './route-doc';

export interface ExportRoutesOptions {
  /** The whole guild as one document, now. */
  exportDocument: () => GuildExport;
  /** The document's JSON Schema. */
  schema: () => unknown;
  /** Officers: attendance per raider per night, as CSV. */
  attendanceCsv: (actor: Actor) => string;
  /** Officers: the guild's loot, as CSV for a spreadsheet. */
  lootCsv: (actor: Actor) => string;
  /** The server's clock, for the file's name. */
  now: () => Date;
}

/** A CSV answer a browser saves as a file. */
const csvHeaders = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
});

/** The guild's data out (docs/api.md). */
export function addExportRoutes(route: Route, { exportDocument, schema, attendanceCsv, lootCsv, now }: ExportRoutesOptions): void {
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
    '/export/attendance.csv',
    {
      access: 'officer',
      answers:
        '`200 text/csv` (UTF-8 with a byte-order mark, `;` between cells, a download `obecnosc-<date>.csv`): one line per raider per ' +
        'night since the first answer, cancelled nights left out: date, time, raid, raid id, raider, answer, place in the roster, ' +
        'attendance (recorded by an officer, prefilled from the Warcraft Logs report when one was read, else as the sheet suggests it) and which',
      errors: '`401`, `403`',
    },
    (c) => c.body(attendanceCsv(actor(c)), 200, csvHeaders(`obecnosc-${now().toISOString().slice(0, 10)}.csv`)),
  );

  route(
    'GET',
    '/export/loot.csv',
    {
      access: 'officer',
      answers:
        '`200 text/csv` (UTF-8 with a byte-order mark, `;` between cells, a download `lupy-<date>.csv`): one line per award: date, ' +
        "time, the addon's player, the raider it belongs to now, item, item id, response, main or off-spec, instance, boss, " +
        "difficulty, note, the award's id. For thatsmybis: `GET /loot/export.csv`",
      errors: '`401`, `403`',
    },
    (c) => c.body(lootCsv(actor(c)), 200, csvHeaders(`lupy-${now().toISOString().slice(0, 10)}.csv`)),
  );

  route(
    'GET',
    '/export-schema.json',
    { access: 'public', answers: "`200` the JSON Schema (draft-07) of `GET /export`'s document, which `POST /import` checks against" },
    (c) => c.json(schema()),
  );
}
