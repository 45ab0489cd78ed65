import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOutputs } from '../../server/start-up/build-freshness.mjs';
import { readSettings, settingVariables } from '../../server/settings/server-settings';
import { defaultSettingsFile, parseSettingsFile, settingsFileVariable } from '../../server/settings/settings-file';

const unitPath = 'examples/deploy/raider-panel.service';
const settingsPath = 'examples/deploy/env';
const caddyfilePath = 'examples/deploy/Caddyfile';
const unit = readFileSync(unitPath, 'utf8');
const caddyfile = readFileSync(caddyfilePath, 'utf8');

/** `key=value` lines of the unit (comments and sections left out), in order; a key may repeat. */
const directives = unit
  .split('\n')
  .filter((line) => /^[A-Za-z]+=/.test(line))
  .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
const values = (key: string) => directives.filter(([name]) => name === key).map(([, value]) => value);
const unitEnvironment = Object.fromEntries(
  values('Environment').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
/** The settings file the unit names, as README's step 3 installs it from examples/deploy/env. */
const settingsFile = parseSettingsFile(readFileSync(settingsPath, 'utf8'), settingsPath);
const environment = { ...settingsFile, ...unitEnvironment };

const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
const caddy = spawnSync('caddy', ['version']).status === 0;

describe('examples/deploy/raider-panel.service', () => {
  it('reads every setting from the one settings file the server and the commands read, and nothing else', () => {
    expect(values('EnvironmentFile')).toEqual([defaultSettingsFile]);
    expect(unitEnvironment).toEqual({ [settingsFileVariable]: defaultSettingsFile });
  });

  it('has a settings file of only variables the server reads, with values it accepts', () => {
    expect(Object.keys(settingsFile).length).toBeGreaterThan(0);
    expect(Object.keys(settingsFile).filter((name) => !settingVariables.includes(name))).toEqual([]);
    expect(() => readSettings(settingsFile)).not.toThrow();
    // README's paths: the config beside the settings, the data where StateDirectory= makes it.
    expect(settingsFile.GUILD_CONFIG).toBe('/etc/raider-panel/guild.json');
    expect(settingsFile.DATA_DIR).toBe('/var/lib/raider-panel');
  });

  it('runs the built server with node as its own user, restarts on failure, and may write only DATA_DIR', () => {
    expect(values('User')).toEqual(['raider-panel']);
    expect(values('WorkingDirectory')).toHaveLength(1);
    const [node, entry] = values('ExecStart')[0]!.split(' ');
    expect(node).toMatch(/^\/.*\/node$/);
    expect(buildOutputs).toContain(entry);
    expect(values('Restart')).toEqual(['on-failure']);
    expect(values('ProtectSystem')).toEqual(['strict']);
    expect(values('ReadWritePaths')).toEqual([environment.DATA_DIR]);
    expect(environment.HOST).toBe('127.0.0.1');
  });

  it.runIf(systemdAnalyze)('passes systemd-analyze verify', () => {
    const verify = spawnSync('systemd-analyze', ['verify', unitPath], { encoding: 'utf8', timeout: 60_000 });
    // Warnings go to stderr with the exit code 0: none is allowed about our file.
    expect(verify.stderr.split('\n').filter((line) => line.includes('raider-panel.service'))).toEqual([]);
    expect(verify.status).toBe(0);
  });
});

describe('examples/deploy/Caddyfile', () => {
  it("serves PUBLIC_URL's host over HTTPS and proxies to the service's HOST:PORT, passing the Host on", () => {
    const site = /^([^\s#{][^\s{]*)\s*\{/m.exec(caddyfile)?.[1];
    expect(site).toBe(new URL(environment.PUBLIC_URL!).host);
    expect(new URL(environment.PUBLIC_URL!).protocol).toBe('https:');
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy ${environment.HOST!.replaceAll('.', '\\.')}:${environment.PORT}\\b`));
    expect(caddyfile).toMatch(/header_up Host \{host\}/);
    expect(environment.TRUST_PROXY).toBe('1');
  });

  it.runIf(caddy)('passes caddy validate', () => {
    const validate = spawnSync('caddy', ['validate', '--config', caddyfilePath, '--adapter', 'caddyfile'], { encoding: 'utf8' });
    expect(validate.status, validate.stderr).toBe(0);
  });
});
