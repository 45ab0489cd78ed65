import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { validateGuildConfig } from '../../src/data/guild-config';
import { readGuildConfigFile } from '../../server/settings/server-settings';
import { runServerProcessToExit, startServerProcess } from './helpers/server-process';
import { temporaryDirectory } from './helpers/test-server';

/** The guild config as a guild's admin writes it: the shipped example, the start-up lines, the errors. */
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
beforeAll(async () => {
  directory = await temporaryDirectory('guild-config-file');
});
afterAll(async () => {
  await directory.remove();
});

const exampleGuild = () => JSON.parse(readFileSync('examples/guild.json', 'utf8')) as typeof sampleGuild;

describe('examples/guild.json', () => {
  it('is the sample guild, valid as it is shipped', () => {
    expect(validateGuildConfig(exampleGuild())).toEqual({ ok: true, config: exampleGuild() });
    expect(exampleGuild()).toEqual(JSON.parse(JSON.stringify(sampleGuild)));
    expect(readGuildConfigFile(resolve('examples/guild.json'))).toEqual(exampleGuild());
  });

  it('names a field left out as missing, not "got undefined"', async () => {
    const { tagline: _tagline, ...withoutTagline } = exampleGuild();
    const path = join(directory.path, 'no-tagline.json');
    await writeFile(path, JSON.stringify(withoutTagline));
    expect(() => readGuildConfigFile(path)).toThrow('tagline: missing (expected a string)');
  });
});

describe('npm start with a guild config', () => {
  it('starts a copy of the example and says whose guild it is, where the config is, the allowed origins and the access code', async () => {
    const path = join(directory.path, 'own-guild.json');
    await writeFile(path, JSON.stringify({ ...exampleGuild(), name: 'Srebrna Gwardia' }));
    const server = await startServerProcess({
      GUILD_CONFIG: path,
      DATA_DIR: join(directory.path, 'data'),
      ALLOWED_ORIGINS: 'https://gwardia.example http://127.0.0.1:8080',
      GUILD_ACCESS_CODE: 'srebro',
    });
    try {
      await expect.poll(() => server.output()).toContain('Kod dostępu');
      const output = server.output();
      expect(output).toMatch(/^Srebrna Gwardia: http:\/\/localhost:\d+\//m);
      expect(output).not.toContain('Bursztynowy Świt');
      expect(output).toContain(`Konfiguracja gildii: ${path}`);
      expect(output).toContain('Strony z widżetem (ALLOWED_ORIGINS): https://gwardia.example, http://127.0.0.1:8080');
      expect(output).toContain('Kod dostępu gildii (GUILD_ACCESS_CODE): ustawiony');
      const config = (await (await fetch(`${server.api}/config`)).json()) as { name: string };
      expect(config.name).toBe('Srebrna Gwardia');
    } finally {
      await server.stop();
    }
  });

  it('says when no origin is allowed and no access code is set', async () => {
    const server = await startServerProcess({ DATA_DIR: join(directory.path, 'data-default') });
    try {
      await expect.poll(() => server.output()).toContain('Kod dostępu');
      expect(server.output()).toContain('Konfiguracja gildii: wbudowana przykładowa gildia');
      expect(server.output()).toContain('Strony z widżetem: brak (tylko strony z adresu tego serwera); dodasz je w panelu');
      expect(server.output()).toContain('Kod dostępu gildii: nieustawiony – każdy, kto otworzy panel, może założyć konto');
    } finally {
      await server.stop();
    }
  });

  it('refuses to start when the hero image does not exist, naming the path it looked for', async () => {
    const path = join(directory.path, 'no-hero.json');
    const guild = exampleGuild();
    await writeFile(path, JSON.stringify({ ...guild, images: { hero: { ...guild.images.hero, src: '/images/zamek.webp' } } }));
    const result = await runServerProcessToExit({ GUILD_CONFIG: path, DATA_DIR: join(directory.path, 'unused') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Serwer nie wystartował – GUILD_CONFIG: images.hero.src "/images/zamek.webp" does not exist');
    expect(result.stderr).toContain(resolve('dist/site/images/zamek.webp'));
    expect(result.stderr).toContain('site/images/');
    expect(result.stdout).not.toContain('http://');
  });
});
