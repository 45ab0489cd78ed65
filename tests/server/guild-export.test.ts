import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { guildExportMessages, type GuildImportSummary } from '../../src/domain/guild-export/guild-export-terms';
import { contractConfig, createTestClock, tuesdayRaid, tuesdayStart } from '../contract/contract-fixture';
import { call, callOk, fetchAnswer, signIn } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/** `GET /api/export` and `POST /api/import`: the whole guild out, and back into a fresh server. */
const clock = createTestClock();
const servers: RunningServer[] = [];
const start = async () => {
  const running = await startTestServer({ guildConfig: guildWith(contractConfig), now: clock.now, inProcess: true });
  servers.push(running);
  return running;
};
/** A fresh server whose only account is its admin, Mistrz, and the admin's token. */
async function freshServer(): Promise<{ running: RunningServer; admin: string }> {
  const running = await start();
  const admin = await signIn(running.api, 'Mistrz');
  expect(grantAdmin(running.dataDir, 'Mistrz', clock.now).exitCode).toBe(0);
  return { running, admin };
}
const exportOf = (running: RunningServer, token: string) => callOk<Record<string, unknown>>(`${running.api}/export`, 'GET', { token });
const withoutTime = ({ exportedAt: _exportedAt, ...document }: Record<string, unknown>) => document;

let source: RunningServer;
let sourceAdmin: string;
let exported: Record<string, unknown>;

beforeAll(async () => {
  ({ running: source, admin: sourceAdmin } = await freshServer());
  const kasia = await signIn(source.api, 'Kasia');
  const ola = await signIn(source.api, 'Ola');
  createDiscordLinks(source.server.db).link('kasia', '200000000000000001', clock.now().toISOString());
  await callOk(`${source.api}/settings`, 'PUT', {
    token: sourceAdmin,
    body: {
      accessCode: 'tajny-kod-gildii',
      rosterHoursBefore: 12,
      discordWebhookUrl: 'https://discord.com/api/webhooks/123456789012345678/sekretny-token-webhooka',
      discord: { botToken: 'sekretny-token-bota', clientSecret: 'sekret-klienta', guildId: '900000000000000001' },
    },
  });
  await callOk(`${source.api}/me/characters`, 'POST', { token: kasia, body: { name: 'Lodowa', classId: 'mage', specId: 'frost' } });
  await callOk(`${source.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
    token: kasia,
    body: { status: 'accepted', role: 'ranged', note: 'Zółw 🐢' },
  });
  await callOk(`${source.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token: ola, body: { status: 'late', role: 'healer' } });
  await callOk(`${source.api}/me/standing/czwartek`, 'PUT', { token: ola, body: { status: 'accepted', role: 'healer' } });
  await callOk(`${source.api}/me/absences`, 'POST', { token: kasia, body: { from: '2026-03-10', to: '2026-03-12', note: 'urlop' } });
  await callOk(`${source.api}/raids/${tuesdayRaid}/roster/Ola`, 'PUT', { token: sourceAdmin, body: { decision: 'bench' } });
  // A calendar feed: its token and the server's feed key never leave.
  await callOk(`${source.api}/me/calendar`, 'GET', { token: kasia });
  // The guild's loot: one award of a character the panel has, one of a player with no character yet.
  await callOk(`${source.api}/loot/import`, 'POST', {
    token: sourceAdmin,
    body: {
      data: 'dateTime,character,itemID,offspec,id\n2026-03-03 21:14:05,Lodowa,19019,0,g-1\n2026-03-03 21:30:40,Nieznana,18814,1,g-2\n',
    },
  });
  clock.set(tuesdayStart + 60_000);
  await callOk(`${source.api}/raids/${tuesdayRaid}/attendance`, 'PUT', {
    token: sourceAdmin,
    body: { entries: [{ nickname: 'Kasia', attendance: 'present' }] },
  });
  exported = await exportOf(source, sourceAdmin);
});

afterAll(async () => {
  for (const running of servers) await running.close();
});

describe('the guild export', () => {
  it('is one document with every section, for admins only', async () => {
    expect(exported).toMatchObject({ format: 'raider-panel-export', version: 1, guild: { timezone: 'Europe/Warsaw', game: 'wow' } });
    for (const key of [
      'accounts',
      'characters',
      'series',
      'raids',
      'signups',
      'standing',
      'rosterDecisions',
      'attendance',
      'absences',
      'loot',
      'settings',
      'audit',
    ])
      expect(Array.isArray(exported[key]), key).toBe(true);
    expect(exported.accounts).toEqual([
      expect.objectContaining({ nickname: 'Kasia', role: 'raider', discord: expect.objectContaining({ userId: '200000000000000001' }) }),
      expect.objectContaining({ nickname: 'Mistrz', role: 'admin', discord: null }),
      expect.objectContaining({ nickname: 'Ola', role: 'raider', discord: null }),
    ]);
    expect((exported.signups as unknown[]).length).toBe(2);
    const kasia = await signIn(source.api, 'Kasia', 'tajny-kod-gildii');
    expect((await call(`${source.api}/export`, 'GET', { token: kasia })).status).toBe(403);
    expect((await call(`${source.api}/export`, 'GET')).status).toBe(401);
  });

  it('holds no secret: no password hash, token, access code, webhook or Discord secret', () => {
    const text = JSON.stringify(exported);
    const hashes = source.server.db.prepare('SELECT password_hash AS hash FROM accounts').all() as Array<{ hash: string }>;
    expect(hashes.filter(({ hash }) => hash.length > 0)).toHaveLength(3);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    const feeds = source.server.db.prepare('SELECT token_hash AS hash FROM calendar_feeds').all() as Array<{ hash: string }>;
    expect(feeds).toHaveLength(1);
    for (const { hash } of feeds) expect(text).not.toContain(hash);
    for (const secret of ['tajny-kod-gildii', 'sekretny-token-webhooka', 'sekretny-token-bota', 'sekret-klienta', 'password', 'token_hash'])
      expect(text).not.toContain(secret);
    expect((exported.settings as Array<{ name: string }>).map((setting) => setting.name)).toEqual([
      'discord-guildId',
      'joining-mode',
      'roster-hours-before',
    ]);
  });

  it('publishes its JSON Schema', async () => {
    const schema = await callOk<{ $schema: string; required: string[]; properties: Record<string, unknown> }>(
      `${source.api}/export-schema.json`,
      'GET',
    );
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.required).toEqual(expect.arrayContaining(['format', 'version', 'exportedAt', 'guild', 'accounts', 'signups', 'audit']));
    expect(schema.properties.version).toEqual({ const: 1 });
  });
});

/**
 * A CSV export as the admin downloads it: answered 200 as a UTF-8 CSV attachment named `filename`,
 * starting with a BOM (spreadsheets read the file as UTF-8 by it). Answers its lines, the BOM kept.
 */
async function spreadsheetLines(path: string, filename: string): Promise<string[]> {
  const answer = await fetchAnswer(`${source.api}/export/${path}`, { headers: { Authorization: `Bearer ${sourceAdmin}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
}

describe('the attendance as CSV', () => {
  it('has one line per raider per night that started, for officers, in UTF-8 with a BOM', async () => {
    expect(await spreadsheetLines('attendance.csv', 'obecnosc-2026-03-03.csv')).toEqual([
      '\ufeffData;Godzina;Rajd;Identyfikator rajdu;Osoba;Odpowiedź;Miejsce w składzie;Obecność;Skąd obecność',
      `2026-03-03;20:00;Wtorkowy rajd;${tuesdayRaid};Kasia;Będę;w składzie;Obecność;zapisana przez oficera`,
      `2026-03-03;20:00;Wtorkowy rajd;${tuesdayRaid};Ola;Spóźnię się;ławka;Ławka (gotowość, bez gry);wynika z odpowiedzi`,
      '',
    ]);
    const kasia = await signIn(source.api, 'Kasia', 'tajny-kod-gildii');
    expect((await call(`${source.api}/export/attendance.csv`, 'GET', { token: kasia })).status).toBe(403);
  });
});

describe('the loot as CSV', () => {
  it('has one line per award with the raider it belongs to now, for officers, in UTF-8 with a BOM', async () => {
    expect(await spreadsheetLines('loot.csv', 'lupy-2026-03-03.csv')).toEqual([
      '\ufeffData;Godzina;Postać w dodatku;Osoba w panelu;Przedmiot;ID przedmiotu;Odpowiedź;Spec;Instancja;Boss;Trudność;Notatka;Identyfikator nagrody',
      // Gargul's TMB file names no item, instance or boss: the cells stay empty, never invented.
      '2026-03-03;21:14;Lodowa;Kasia;;19019;Mainspec;main spec;;;;;gargul:g-1',
      '2026-03-03;21:30;Nieznana;bez postaci w panelu;;18814;Offspec;off-spec;;;;;gargul:g-2',
      '',
    ]);
    const kasia = await signIn(source.api, 'Kasia', 'tajny-kod-gildii');
    expect((await call(`${source.api}/export/loot.csv`, 'GET', { token: kasia })).status).toBe(403);
  });
});

describe('the guild import', () => {
  it('restores the guild on a fresh server: exporting again gives the same document', async () => {
    const { running, admin } = await freshServer();
    const summary = await callOk<GuildImportSummary>(`${running.api}/import`, 'POST', { token: admin, body: exported });
    expect(summary.needResetCode).toEqual(['Ola']);
    expect(summary.counts).toMatchObject({
      accounts: 3,
      signups: 2,
      characters: 1,
      absences: 1,
      standing: 1,
      rosterDecisions: 1,
      attendance: 1,
      loot: 2,
    });
    const again = await exportOf(running, admin);
    expect(withoutTime(again)).toEqual(withoutTime(exported));
    // The admin stays signed in and admin; the others come back without a password.
    expect((await call(`${running.api}/members`, 'GET', { token: admin })).status).toBe(200);
    const ola = await call(`${running.api}/session`, 'POST', { body: { nickname: 'Ola', password: 'smocza jaskinia 42' } });
    expect(ola.status).toBe(401);
    const roster = await callOk<{ reserve: Array<{ raider: string }> }>(`${running.api}/raids/${tuesdayRaid}/roster`, 'GET', {
      token: admin,
    });
    expect(roster.reserve.map((entry) => entry.raider)).toEqual(['Ola']);
    // Only on a server whose only account is its admin.
    const twice = await call(`${running.api}/import`, 'POST', { token: admin, body: exported });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(guildExportMessages.notEmpty);
  });

  it('refuses another version or format in Polish, and a bad row changes nothing', async () => {
    const { running, admin } = await freshServer();
    const before = await exportOf(running, admin);
    const refuse = async (body: unknown) => {
      const answer = await call(`${running.api}/import`, 'POST', { token: admin, body });
      expect(answer.status).toBe(400);
      return answer.body.error.fields.file as string;
    };
    expect(await refuse({ ...exported, version: 2 })).toBe(guildExportMessages.otherVersion(2, 1));
    expect(await refuse({ signups: [] })).toBe(guildExportMessages.notAnExport);
    expect(await refuse({ ...exported, signups: [{ raidId: 1 }] })).toContain('„signups.0');
    const twice = [...(exported.audit as unknown[])];
    const duplicated = {
      ...exported,
      attendance: [...(exported.attendance as unknown[]), ...(exported.attendance as unknown[])],
      audit: twice,
    };
    expect(await refuse(duplicated)).toBe(guildExportMessages.refusedRow('attendance'));
    expect(withoutTime(await exportOf(running, admin))).toEqual(withoutTime(before));
  });
});
