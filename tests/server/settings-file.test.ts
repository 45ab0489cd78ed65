import { chmodSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySettingsFile, parseSettingsFile, settingsLine } from '../../server/settings/settings-file';
import { SettingsError } from '../../server/settings/server-settings';
import { startupLines } from '../../server/start-up/startup-lines';
import { readSettings } from '../../server/settings/server-settings';
import { sampleGuild } from '../../src/data/guild';
import { temporaryDirectory } from './helpers/test-server';

let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
beforeAll(async () => {
  directory = await temporaryDirectory('settings-file');
});
afterAll(async () => {
  await directory.remove();
});

describe('the settings file (one for the unit, npm start and the commands)', () => {
  it('reads what systemd reads alike: comments, blank lines, bare and quoted values', () => {
    const text =
      '# guild\n; also a comment\n\nDATA_DIR=/var/lib/raider-panel\n PORT = 4173 \nPUBLIC_URL="https://guild.example"\nGUILD_ACCESS_CODE=\'smok #1\'\nEMPTY=\n';
    expect(parseSettingsFile(text, '/etc/raider-panel/env')).toEqual({
      DATA_DIR: '/var/lib/raider-panel',
      PORT: '4173',
      PUBLIC_URL: 'https://guild.example',
      GUILD_ACCESS_CODE: 'smok #1',
      EMPTY: '',
    });
  });

  it('refuses a line systemd would read differently, naming the file and the line', () => {
    expect(() => parseSettingsFile('PORT=1\nexport HOST=127.0.0.1\n', '/etc/raider-panel/env')).toThrow(
      'oczekiwano NAZWA=wartość, jest „export HOST=127.0.0.1”',
    );
    expect(() => parseSettingsFile('PORT=1\nexport HOST=127.0.0.1\n', '/etc/raider-panel/env')).toThrow('/etc/raider-panel/env, wiersz 2');
    expect(() => parseSettingsFile('GUILD_ACCESS_CODE=a\\b\n', 'env')).toThrow(SettingsError);
  });

  it('fills what the environment leaves unset, from RAIDER_PANEL_ENV or the default path when it exists', async () => {
    const file = join(directory.path, 'env');
    await writeFile(file, 'DATA_DIR=/srv/dane\nPORT=5000\n');
    const env: NodeJS.ProcessEnv = { RAIDER_PANEL_ENV: file, PORT: '6000' };
    expect(applySettingsFile(env)).toEqual({ path: file, chosenBy: 'variable' });
    expect(env).toMatchObject({ DATA_DIR: '/srv/dane', PORT: '6000' });

    const byDefault: NodeJS.ProcessEnv = {};
    expect(applySettingsFile(byDefault, file)).toEqual({ path: file, chosenBy: 'default' });
    expect(byDefault.DATA_DIR).toBe('/srv/dane');
    expect(applySettingsFile({}, join(directory.path, 'none'))).toEqual({ chosenBy: 'none' });
    // Set empty: no file at all, even where the default exists.
    const none: NodeJS.ProcessEnv = { RAIDER_PANEL_ENV: '' };
    expect(applySettingsFile(none, file)).toEqual({ chosenBy: 'none' });
    expect(none.DATA_DIR).toBeUndefined();
  });

  it('stops on a named file it cannot read, naming it', async () => {
    expect(() => applySettingsFile({ RAIDER_PANEL_ENV: join(directory.path, 'missing') })).toThrow(
      `RAIDER_PANEL_ENV: nie można odczytać ${join(directory.path, 'missing')} (ENOENT)`,
    );
    if (process.getuid?.() === 0) return; // root reads any file
    const locked = join(directory.path, 'locked');
    await writeFile(locked, 'PORT=1\n');
    chmodSync(locked, 0o000);
    expect(() => applySettingsFile({ RAIDER_PANEL_ENV: locked })).toThrow(/EACCES.*sudo -u raider-panel/);
  });

  it('gives every entry a first line naming the file, the data directory and the config', () => {
    expect(
      settingsLine({ path: '/etc/raider-panel/env', chosenBy: 'default' }, '/var/lib/raider-panel', '/etc/raider-panel/guild.json'),
    ).toBe('Ustawienia: /etc/raider-panel/env · katalog danych: /var/lib/raider-panel · konfiguracja gildii: /etc/raider-panel/guild.json');
    expect(settingsLine({ chosenBy: 'none' }, '/srv/dane', undefined)).toBe(
      'Ustawienia: zmienne środowiskowe (bez pliku; RAIDER_PANEL_ENV albo /etc/raider-panel/env) · katalog danych: /srv/dane · konfiguracja gildii: wbudowana przykładowa gildia',
    );
  });
});

describe('the set-up link in the start-up lines', () => {
  const noAdmin = (env: Record<string, string>, addresses: string[], publicUrl: string | null = null) =>
    startupLines(
      sampleGuild,
      readSettings(env),
      4173,
      {
        joining: { mode: 'open', source: null, variable: 'GUILD_ACCESS_CODE' },
        allowedOrigins: { value: [], source: null, variable: 'ALLOWED_ORIGINS' },
        publicUrl: { value: publicUrl, source: publicUrl ? 'database' : null, variable: 'PUBLIC_URL' },
      },
      'TOKEN',
      () => addresses,
    );

  it('lists it at every address the server answers on, with how to reach a remote machine', () => {
    const lines = noAdmin({}, ['127.0.0.1', '192.168.1.20', '::1', '2001:db8::5']);
    expect(lines.filter((line) => line.includes('#/setup?token=TOKEN'))).toEqual([
      '  http://localhost:4173/#/setup?token=TOKEN',
      '  http://192.168.1.20:4173/#/setup?token=TOKEN',
      '  http://[2001:db8::5]:4173/#/setup?token=TOKEN',
    ]);
    expect(lines.at(-1)).toContain('ssh -L 4173:127.0.0.1:4173 <użytkownik>@<serwer>');
    // Listening on 127.0.0.1 only (behind a proxy): only the local name, and the tunnel.
    expect(noAdmin({ HOST: '127.0.0.1' }, ['192.168.1.20']).filter((line) => line.includes('#/setup'))).toEqual([
      '  http://localhost:4173/#/setup?token=TOKEN',
    ]);
  });

  it('uses the public address alone when there is one', () => {
    const lines = noAdmin({}, ['192.168.1.20'], 'https://guild.example');
    expect(lines.filter((line) => line.includes('#/setup'))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/: https:\/\/guild\.example\/#\/setup\?token=TOKEN$/);
  });

  it('names the panel place where the guild websites and the access code are set', () => {
    expect(noAdmin({}, []).join('\n')).toContain(
      'dodasz je w panelu (Członkowie → Ustawienia gildii → Dostęp i adresy) albo zmienną ALLOWED_ORIGINS',
    );
  });
});
