import { afterAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import type { GuildImportSummary } from '../../src/domain/guild-export/guild-export-terms';
import { contractConfig } from '../contract/contract-fixture';
import { guildYearExport } from '../fixtures/guild-year';
import { callOk, signIn } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/** A guild of 40 raiders and a year of raids (150 nights, 6,000 answers) moves twice and stays the same. */
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const running of servers) await running.close();
});

async function moveInto(document: Record<string, unknown>): Promise<{ summary: GuildImportSummary; exported: Record<string, unknown> }> {
  const running = await startTestServer({ guildConfig: guildWith(contractConfig), inProcess: true });
  servers.push(running);
  const admin = await signIn(running.api, 'Mistrz');
  expect(grantAdmin(running.dataDir, 'Mistrz').exitCode).toBe(0);
  const summary = await callOk<GuildImportSummary>(`${running.api}/import`, 'POST', { token: admin, body: document });
  return { summary, exported: await callOk(`${running.api}/export`, 'GET', { token: admin }) };
}

const withoutTime = ({ exportedAt: _exportedAt, ...document }: Record<string, unknown>) => document;

describe('a year of a guild', () => {
  it('round-trips: the export of a server that took the export is the same document', async () => {
    const year = guildYearExport();
    expect((year.signups as unknown[]).length).toBe(6000);
    expect(JSON.stringify(year).length).toBeGreaterThan(64 * 1024);
    const first = await moveInto(year);
    expect(first.summary.counts).toMatchObject({ accounts: 40, signups: 6000, attendance: 6000, loot: 600 });
    // Linked to Discord: every tenth raider; the admin keeps a password; the rest need a reset code.
    expect(first.summary.needResetCode).toHaveLength(40 - 4 - 1);
    // The import is the admin's use of the panel: their "last seen" moves to it (at most hourly), nothing else.
    const seen = (document: Record<string, unknown>) =>
      (document.accounts as Array<{ nickname: string; lastSeenAt: string }>).find((account) => account.nickname === 'Mistrz')!.lastSeenAt;
    const yearSeenAtImport = {
      ...year,
      accounts: (year.accounts as Array<{ nickname: string }>).map((account) =>
        account.nickname === 'Mistrz' ? { ...account, lastSeenAt: seen(first.exported) } : account,
      ),
    };
    expect(withoutTime(first.exported)).toEqual(withoutTime(yearSeenAtImport));
    const second = await moveInto(first.exported);
    expect(withoutTime(second.exported)).toEqual(withoutTime(first.exported));
  });
});
