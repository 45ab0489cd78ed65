import { describe, expect, it, vi } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { createGuildConfigStore } from '../../src/stores';
import { createGuildConfigLoader, type GuildConfigLoaderOptions } from '../../src/stores/guild-config-loader';

const ownGuild = { ...structuredClone(sampleGuild), name: 'Srebrny Zmierzch' };

function setUp(options: Partial<GuildConfigLoaderOptions> = {}) {
  const guild = createGuildConfigStore(sampleGuild);
  const idleTasks: Array<() => void> = [];
  const backendConfigUrl = vi.fn(async () => null as string | null);
  const warnings: string[] = [];
  const loader = createGuildConfigLoader({
    guild,
    defaults: sampleGuild,
    warn: (message) => warnings.push(message),
    backendConfigUrl,
    whenIdle: (task) => {
      idleTasks.push(task);
      return () => idleTasks.splice(idleTasks.indexOf(task), 1);
    },
    ...options,
  });
  return { guild, loader, idleTasks, backendConfigUrl, warnings };
}

describe('the guild config loader with an early backend config (the first-screen answer)', () => {
  it('holds the first paint until the config is checked and shown, and asks the backend nothing after idle', async () => {
    const { guild, loader, idleTasks, warnings } = setUp({ earlyBackendConfig: Promise.resolve(ownGuild) });
    const firstPaint = loader.start();
    expect(firstPaint).not.toBeNull();
    expect(guild.$guild.get().name).toBe(sampleGuild.name);
    await firstPaint;
    expect(guild.$guild.get().name).toBe('Srebrny Zmierzch');
    expect(idleTasks).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('with no answer (a plain static host) paints the bundled guild and follows the backend after idle', async () => {
    const { guild, loader, idleTasks, backendConfigUrl } = setUp({ earlyBackendConfig: Promise.resolve(null) });
    await loader.start();
    expect(guild.$guild.get().name).toBe(sampleGuild.name);
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]!();
    expect(backendConfigUrl).toHaveBeenCalledTimes(1);
  });

  it('an invalid early config shows the bundled guild with one warning', async () => {
    const { guild, loader, warnings } = setUp({ earlyBackendConfig: Promise.resolve({ ...ownGuild, name: '' }) });
    await loader.start();
    expect(guild.$guild.get().name).toBe(sampleGuild.name);
    expect(warnings).toHaveLength(1);
  });

  it('a config from the host wins: the early answer is not waited for', () => {
    const { loader } = setUp({ earlyBackendConfig: new Promise(() => {}) });
    loader.setHostConfig('/guild.json');
    expect(loader.start()).toBeNull();
    loader.stop();
  });

  it('only the first start waits for it; a later mount already shows the guild', async () => {
    const { guild, loader } = setUp({ earlyBackendConfig: Promise.resolve(ownGuild) });
    await loader.start();
    loader.stop();
    expect(loader.start()).toBeNull();
    expect(guild.$guild.get().name).toBe('Srebrny Zmierzch');
  });
});
