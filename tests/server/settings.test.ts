import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { databaseFileName } from '../../server/database/open-database';
import { SettingsError, readGuildConfigFile, readSettings } from '../../server/settings/server-settings';
import { runServerProcessToExit, startServerProcess } from './helpers/server-process';
import { temporaryDirectory } from './helpers/test-server';

let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
beforeAll(async () => {
  directory = await temporaryDirectory('settings');
});
afterAll(async () => {
  await directory.remove();
});

const refused = (env: Record<string, string>) => {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe('readSettings', () => {
  it('has a default for everything', () => {
    expect(readSettings({})).toEqual({
      port: 4173,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      allowedOrigins: [],
      trustProxy: false,
      backupHour: 4,
      warcraftLogsApiBase: 'https://www.warcraftlogs.com',
      raiderIoApiBase: 'https://raider.io',
      raidHelperApiBase: 'https://raid-helper.dev/api',
      discordRoleRefreshSeconds: 300,
      discord: {
        raiderRoleIds: [],
        officerRoleIds: [],
        adminRoleIds: [],
        apiBase: 'https://discord.com/api/v10',
        authorizeUrl: 'https://discord.com/oauth2/authorize',
      },
    });
  });

  it('reads every setting', () => {
    const settings = readSettings({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/raids',
      GUILD_CONFIG: 'guild.json',
      GUILD_ACCESS_CODE: '  świt-2026  ',
      ALLOWED_ORIGINS: 'https://guild.example, http://localhost:3000/  https://GUILD.example',
      TRUST_PROXY: '1',
      BACKUP_HOUR: '0',
      LITESTREAM_REPLICA_URL: ' s3://kopie-gildii/raider-panel ',
      DISCORD_APPLICATION_ID: '123456789012345678',
      DISCORD_PUBLIC_KEY: 'AB'.repeat(32),
      DISCORD_BOT_TOKEN: ' bot-token ',
      DISCORD_CLIENT_ID: '123456789012345678',
      DISCORD_CLIENT_SECRET: 'sekret',
      DISCORD_GUILD_ID: '223456789012345678',
      DISCORD_CHANNEL_ID: '323456789012345678',
      DISCORD_RAIDER_ROLE_IDS: '723456789012345678,823456789012345678',
      DISCORD_OFFICER_ROLE_IDS: '423456789012345678, 523456789012345678',
      DISCORD_ADMIN_ROLE_IDS: '623456789012345678',
      DISCORD_API_BASE: 'http://127.0.0.1:9999/api/v10/',
      DISCORD_AUTHORIZE_URL: 'http://127.0.0.1:9999/oauth2/authorize',
      WARCRAFTLOGS_CLIENT_ID: ' 9a1b-klient ',
      WARCRAFTLOGS_CLIENT_SECRET: 'sekret-logów',
      WARCRAFTLOGS_API_BASE: 'http://127.0.0.1:9998/',
      RAIDERIO_API_BASE: 'http://127.0.0.1:9997',
      RAIDHELPER_API_BASE: 'http://127.0.0.1:9996/api/',
      DISCORD_ROLE_REFRESH_SECONDS: '120',
    });
    expect(settings).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/raids',
      guildConfigPath: resolve('guild.json'),
      accessCode: 'świt-2026',
      allowedOrigins: ['https://guild.example', 'http://localhost:3000'],
      trustProxy: true,
      backupHour: 0,
      replicaUrl: 's3://kopie-gildii/raider-panel',
      warcraftLogsClientId: '9a1b-klient',
      warcraftLogsClientSecret: 'sekret-logów',
      warcraftLogsApiBase: 'http://127.0.0.1:9998',
      raiderIoApiBase: 'http://127.0.0.1:9997',
      raidHelperApiBase: 'http://127.0.0.1:9996/api',
      discordRoleRefreshSeconds: 120,
      discord: {
        applicationId: '123456789012345678',
        publicKey: 'ab'.repeat(32),
        botToken: 'bot-token',
        clientId: '123456789012345678',
        clientSecret: 'sekret',
        guildId: '223456789012345678',
        channelId: '323456789012345678',
        raiderRoleIds: ['723456789012345678', '823456789012345678'],
        officerRoleIds: ['423456789012345678', '523456789012345678'],
        adminRoleIds: ['623456789012345678'],
        apiBase: 'http://127.0.0.1:9999/api/v10',
        authorizeUrl: 'http://127.0.0.1:9999/oauth2/authorize',
      },
    });
    // A directory replica is made absolute, like DATA_DIR.
    expect(readSettings({ LITESTREAM_REPLICA_URL: 'replika' }).replicaUrl).toBe(resolve('replika'));
    expect(readSettings({ LITESTREAM_REPLICA_URL: 'file:///mnt/kopie' }).replicaUrl).toBe('file:///mnt/kopie');
  });

  it.each([
    ['PORT', { PORT: 'osiemdziesiąt' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['GUILD_ACCESS_CODE', { GUILD_ACCESS_CODE: 'k'.repeat(65) }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'guild.example' }],
    ['DISCORD_PUBLIC_KEY', { DISCORD_PUBLIC_KEY: 'not-hex' }],
    ['DISCORD_GUILD_ID', { DISCORD_GUILD_ID: 'gildia' }],
    ['DISCORD_ADMIN_ROLE_IDS', { DISCORD_ADMIN_ROLE_IDS: '123456789, admin' }],
    ['DISCORD_API_BASE', { DISCORD_API_BASE: 'discord.com' }],
    ['DISCORD_ROLE_REFRESH_SECONDS', { DISCORD_ROLE_REFRESH_SECONDS: '5' }],
    ['DISCORD_ROLE_REFRESH_SECONDS', { DISCORD_ROLE_REFRESH_SECONDS: 'pięć minut' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'https://guild.example/raids' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: '*' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'https://*.evil.example' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'https://gildia.example, https://*' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'ftp://guild.example' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['BACKUP_HOUR', { BACKUP_HOUR: '24' }],
    ['BACKUP_HOUR', { BACKUP_HOUR: '4:30' }],
    ['LITESTREAM_REPLICA_URL', { LITESTREAM_REPLICA_URL: 'https://kopie.example/raider-panel' }],
    ['WARCRAFTLOGS_API_BASE', { WARCRAFTLOGS_API_BASE: 'www.warcraftlogs.com' }],
    ['RAIDERIO_API_BASE', { RAIDERIO_API_BASE: 'ftp://raider.io' }],
    ['RAIDHELPER_API_BASE', { RAIDHELPER_API_BASE: 'raid-helper.dev/api' }],
  ])('refuses a bad %s, naming it', (name, env) => {
    expect(refused(env)).toMatch(new RegExp(`^${name}: `));
  });

  it('names every bad origin at once', () => {
    expect(refused({ ALLOWED_ORIGINS: 'https://ok.example guild.example https://x.example/a' })).toContain(
      '"guild.example", "https://x.example/a"',
    );
  });
});

describe('readGuildConfigFile', () => {
  it('uses the bundled sample guild without a file', () => {
    expect(readGuildConfigFile(undefined)).toBe(sampleGuild);
  });

  it('reads and validates a guild file', async () => {
    const path = join(directory.path, 'guild.json');
    await writeFile(path, JSON.stringify({ ...sampleGuild, name: 'Nocna Straż' }));
    expect(readGuildConfigFile(path).name).toBe('Nocna Straż');
  });

  it.each([
    ['a missing file', 'missing.json', undefined, /cannot read .*missing\.json/],
    ['a file that is not JSON', 'broken.json', '{ "name": ', /broken\.json is not JSON/],
    [
      'an invalid config',
      'invalid.json',
      JSON.stringify({ ...sampleGuild, signupLockMinutes: -5, extra: true }),
      /is not a valid guild config:\n {2}- .*signupLockMinutes/,
    ],
    [
      "a guild's own game pack with a spec of an unknown role, in Polish",
      'bad-game.json',
      JSON.stringify({
        ...sampleGuild,
        game: {
          id: 'gra',
          name: 'Gra',
          buffs: [],
          classes: [
            {
              id: 'pilot',
              name: 'pilot',
              colour: '#336699',
              icon: 'M2 2h20v20H2z',
              specs: [{ id: 'as', name: 'as', role: 'dps', brings: [] }],
            },
          ],
        },
      }),
      /is not a valid guild config:\n {2}- game\.classes\[0\]\.specs\[0\]\.role: Nieznana rola – dozwolone: tank, healer, melee, ranged\./,
    ],
  ])('refuses %s with the reason', async (_case, name, content, message) => {
    const path = join(directory.path, name);
    if (content !== undefined) await writeFile(path, content);
    expect(() => readGuildConfigFile(path)).toThrow(message);
  });
});

describe('npm start with bad settings', () => {
  it('refuses to start on an invalid guild config and says why', async () => {
    const path = join(directory.path, 'bad-schedule.json');
    const guild = {
      ...sampleGuild,
      schedule: { ...sampleGuild.schedule, weekly: [{ ...sampleGuild.schedule.weekly[0]!, start: '25:00' }] },
    };
    await writeFile(path, JSON.stringify(guild));
    const result = await runServerProcessToExit({ GUILD_CONFIG: path, DATA_DIR: join(directory.path, 'unused') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Serwer nie wystartował – GUILD_CONFIG:');
    expect(result.stderr).toContain('schedule.weekly[0].start: expected HH:MM (24 h), got "25:00"');
    expect(result.stdout).not.toContain('http://');
  });

  it('refuses to start on a bad port and says so', async () => {
    const result = await runServerProcessToExit({ PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Serwer nie wystartował – PORT: expected a port number 0–65535, got "abc"');
  });

  it('creates the data directory and its database on start', async () => {
    const dataDir = join(directory.path, 'nested', 'data');
    const server = await startServerProcess({ DATA_DIR: dataDir });
    await server.stop();
    expect(existsSync(join(dataDir, databaseFileName))).toBe(true);
  });
});
