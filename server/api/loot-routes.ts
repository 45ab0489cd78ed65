import type { LootService } from '../../src/domain/service';
import { actor } from './account-routes';
import type { Route } from './route-doc';

/** The path whose body may be an addon's whole export (`maxLootImportBytes`); every other keeps the API's limit. */
export const lootImportPath = '/loot/import';

/** The guild's loot as a CSV file (not a JSON operation: the import and reads are declared in api-operations.ts). */
export function addLootExportRoute(route: Route, { loot }: { loot: LootService }): void {
  route(
    'GET',
    '/loot/export.csv',
    {
      access: 'officer',
      answers:
        "`200 text/csv`: the guild's loot in thatsmybis' import format (`player,date,itemID,itemName,offspec,note,id,response,instance,boss`)",
      errors: '`401`, `403 forbidden`',
    },
    (c) =>
      c.body(loot.lootCsv(actor(c)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="lupy.csv"',
      }),
  );
}
