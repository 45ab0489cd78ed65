import type { LootService } from '../../src/domain/service';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

/** The path whose body may be an addon's whole export (`maxLootImportBytes`); every other keeps the API's limit. */
export const lootImportPath = '/loot/import';

const awardFields =
  '`{"id","player","raider"?,"characterId"?,"itemId","itemName","response","offspec","awardedAt","instance","boss","difficulty"?,"note"?}`';

/** The guild's loot from the addons' exports: import, read, export (docs/api.md). */
export function addLootRoutes(route: Route, { loot }: { loot: LootService }): void {
  route(
    'POST',
    lootImportPath,
    {
      access: 'officer',
      body:
        '`{"data","format"?}`: the export as text (up to 5 MB): RCLootCouncil\'s CSV or JSON, Gargul\'s TMB CSV or thatsmybis\' CSV; ' +
        '`format` (`rclootcouncil-csv`, `rclootcouncil-json`, `gargul-tmb`, `thatsmybis`) is detected from the header when absent',
      answers:
        '`200 {"imported","duplicates","unmatched":[{"player","awards"}],"skipped":[{"line","reason"}]}`: awards added (keyed on the ' +
        "addon's award id: the same export again adds nothing), awards already kept, players no character matches yet (their awards " +
        "are kept and become the raider's when the character is added), lines left out with a Polish reason; all in one transaction",
      errors: '`400` (field `data`: none of the exports, or not the one named; field `format`), `401`, `403 forbidden`, `413` (over 5 MB)',
    },
    async (c) => c.json(loot.importLoot(actor(c), await readJsonObject(c))),
  );

  route(
    'GET',
    '/loot',
    {
      access: 'token',
      body: "`?from&to` (local dates `YYYY-MM-DD` in the guild's zone, both included) `&raider` (a nickname)",
      answers: `\`200 [${awardFields}]\` by time: officers the guild's (or one raider's), a raider their own`,
      errors: '`400` (fields `from`, `to`), `401`',
    },
    (c) => c.json(loot.loot(actor(c), c.req.query())),
  );

  route('GET', '/me/loot', { access: 'token', answers: `\`200 [${awardFields}]\`: the raider's own loot, by time`, errors: '`401`' }, (c) =>
    c.json(loot.myLoot(actor(c))),
  );

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
