import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { maxBodyBytes } from '../../server/api/api-routes';
import { apiOperations } from '../../src/data/raids/api-operations';
import { operationParts } from '../../src/data/raids/operation-spec';
import { contractConfig, createTestClock } from '../contract/contract-fixture';
import { rclootcouncilCsv, type HistoryEntry } from '../unit/helpers/rclootcouncil-writer';
import { call, callOk, signIn } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/** `/api/loot`: the endpoints' own rules (the shared ones are in tests/contract/loot-contract.ts). */

/** A season of a big guild: `count` awards as RCLootCouncil's ExportCSV writes them. */
const history = (count: number): HistoryEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    player: `Gracz${String.fromCharCode(97 + (index % 26))}-BurningLegion`,
    date: '2026/10/01',
    time: '20:41:07',
    id: `${1_790_880_067 + index * 60}-${index + 1}`,
    itemId: 200_000 + (index % 500),
    itemName: `Przedmiot ${index}, remade`,
    response: index % 3 === 0 ? 'Offspec/Greed' : 'Mainspec/Need',
    votes: index % 5,
    instance: 'Nerub-ar Palace-Heroic',
    boss: 'Ulgrax the Devourer',
    note: index % 7 === 0 ? 'He said "BiS", really' : '',
  }));

let running: RunningServer;
let officer: string;
let raider: string;
/** The loot import's body limit, as its declaration says. */
const maxLootImportBytes = operationParts(apiOperations.loot.importLoot).maxBytes!;
const importLoot = (body: unknown, token = officer) => call(`${running.api}/loot/import`, 'POST', { token, body });

beforeAll(async () => {
  const clock = createTestClock();
  running = await startTestServer({ guildConfig: guildWith(contractConfig), now: clock.now });
  await signIn(running.api, 'Oficer');
  expect(grantAdmin(running.dataDir, 'Oficer', clock.now).exitCode).toBe(0);
  officer = await signIn(running.api, 'Oficer');
  raider = await signIn(running.api, 'Kasia');
});

afterAll(async () => {
  await running?.close();
});

describe('POST /api/loot/import', () => {
  it('takes a whole season (4000 awards, far over the API’s usual body limit) in one request, once', async () => {
    const data = rclootcouncilCsv(history(4000));
    expect(data.length).toBeGreaterThan(maxBodyBytes * 10);
    const first = await importLoot({ data });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ imported: 4000, duplicates: 0, skipped: [] });
    expect(first.body.unmatched).toHaveLength(26);
    expect((await importLoot({ data })).body).toMatchObject({ imported: 0, duplicates: 4000 });
    const kept = await callOk<unknown[]>(`${running.api}/loot`, 'GET', { token: officer });
    expect(kept).toHaveLength(4000);
  });

  it('refuses a body over 5 MB with 413, and keeps every other endpoint at its own limit', async () => {
    const tooLarge = await importLoot({ data: 'x'.repeat(maxLootImportBytes) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('too-large');
    const elsewhere = await call(`${running.api}/me/characters`, 'POST', { token: officer, body: { name: 'x'.repeat(maxBodyBytes) } });
    expect(elsewhere.status).toBe(413);
  });

  it('refuses raiders before reading the body, and text that is no export with a Polish reason', async () => {
    expect((await importLoot({ data: 'x' }, raider)).status).toBe(403);
    const refused = await importLoot({ data: 'name,class\nThorgrim,WARRIOR' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.data).toMatch(/^Nie rozpoznano eksportu/);
  });
});

describe('GET /api/loot/export.csv', () => {
  it("answers officers the guild's loot as a CSV file, and raiders 403", async () => {
    const answer = await call(`${running.api}/loot/export.csv`, 'GET', { token: officer });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="lupy.csv"');
    expect(String(answer.body).split('\r\n')[0]).toBe('player,date,itemID,itemName,offspec,note,id,response,instance,boss');
    expect((await call(`${running.api}/loot/export.csv`, 'GET', { token: raider })).status).toBe(403);
  });
});
