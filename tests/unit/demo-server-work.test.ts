import { describe, expect, it } from 'vitest';
import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import { joiningMessages } from '../../src/domain/accounts/guild-joining';
import { failure } from '../contract/api-failure';
import { contractConfig, contractPassword, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { memoryWebStorage } from './helpers/memory-web-storage';

/** What only the guild's server has: the demo answers it as it can, in Polish, and never crashes. */
describe("the demo's answers for a server's work", () => {
  const demoAdmin = async () => {
    const storage = memoryWebStorage();
    const store = createLocalStore({ key: 'k', storage: () => storage, events: new EventTarget() as never });
    const api = createLocalRaidApi({ store, config: () => contractConfig, now: createTestClock().now, firstAccountAdmin: true });
    const { token } = await api.createAccount({ nickname: 'Kasia', password: contractPassword });
    return { api, token };
  };

  it('has no first-run link: no setup to read, and completing one is refused', async () => {
    const { api } = await demoAdmin();
    expect(await api.setupStatus('jakiś-token')).toBeNull();
    const refused = await failure(api.completeSetup({ token: 'jakiś-token' } as never));
    expect({ code: refused.code, message: refused.message }).toEqual({ code: 'forbidden', message: joiningMessages.demoHasNoSetup });
  });

  it('has no calendar feed and no Discord settings, and refuses saving them or registering commands', async () => {
    const { api, token } = await demoAdmin();
    expect(await api.myCalendarFeed(token)).toBeNull();
    expect(await api.regenerateCalendarFeed(token)).toBeNull();
    expect(await api.guildSettings(token)).toBeNull();
    expect(await api.deliveries(token)).toEqual([]);
    const settings = await failure(api.saveGuildSettings(token, {} as never));
    expect([settings.code, settings.message]).toEqual(['unavailable', 'Ustawienia Discorda działają tylko z serwerem gildii.']);
    const commands = await failure(api.registerDiscordCommands(token));
    expect([commands.code, commands.message]).toEqual(['unavailable', 'Polecenia Discorda działają tylko z serwerem gildii.']);
  });

  it('says which outside service only the server reads, and that the files and the move need it', async () => {
    const { api, token } = await demoAdmin();
    expect((await failure(api.importCharacter(token, {}))).message).toBe('Wczytywanie z Raider.IO działa tylko z serwerem gildii.');
    expect((await failure(api.importAttendanceLog(token, tuesdayRaid, 'abc'))).message).toBe(
      'Wczytywanie z Warcraft Logs działa tylko z serwerem gildii.',
    );
    for (const call of [api.attendanceCsv(token), api.exportGuild(token), api.importGuild(token, {})]) {
      expect((await failure(call)).message).toBe('To działa tylko z serwerem gildii.');
    }
  });

  it('asks for a raider first, as the server does, before answering what it cannot do', async () => {
    const { api } = await demoAdmin();
    expect((await failure(api.guildSettings('wygasły'))).code).toBe('unauthorized');
    expect((await failure(api.importCharacter('wygasły', {}))).code).toBe('unauthorized');
  });
});
