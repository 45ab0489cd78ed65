import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';

/**
 * README's "A guild's own server, step by step", typed as it stands: every `sh` block of the numbered
 * steps runs in bash, in order, from the checkout. What a machine without systemd or the network cannot
 * do is stood in for by commands of the same name on PATH: apt-get, curl, useradd and git do nothing (the
 * checkout is this one), `npm ci` and `npm run build` do nothing (the tests run on a build), systemctl
 * starts and stops the unit README installed — its EnvironmentFile=, Environment=, WorkingDirectory= and
 * ExecStart= — and journalctl prints what it wrote. Absolute paths (/etc, /var/lib, /srv) are moved under
 * a temporary prefix (the commands find the settings file there through RAIDER_PANEL_ENV). The server and
 * the commands are the bundles of the current sources (global setup).
 */
const cleanups = cleanupsAfterEach();
const repository = resolve('.');

/** The `sh` blocks of README's numbered steps, in order. */
function readmeSteps(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf("## A guild's own server, step by step");
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!.replace(/^ {3}/gm, ''));
}

const shims: Record<string, string> = {
  'apt-get': 'exit 0',
  curl: 'exit 0',
  useradd: 'exit 0',
  git: 'exit 0',
  // Only the owner and group options need a user this machine lacks.
  install:
    'args=(); while [ $# -gt 0 ]; do case "$1" in -g|-o) shift 2;; *) args+=("$1"); shift;; esac; done; exec /usr/bin/install "${args[@]}"',
  npm: [
    'case "$1 $2" in',
    '  "ci "*|"install "*|"run build") exit 0;;',
    '  "run admin"|"run backup"|"run restore") name=$2; shift 2; [ "$1" = "--" ] && shift; exec "$WALK_NODE" "$WALK_COMMANDS/$name.mjs" "$@";;',
    '  *) echo "npm $* is not a README step this walk knows" >&2; exit 2;;',
    'esac',
  ].join('\n'),
  systemctl: 'case "$*" in *raider-panel*) exec "$WALK_NODE" "$WALK_SHIMS/unit.mjs" "$@";; *) exit 0;; esac',
  journalctl: 'cat "$WALK_PREFIX/journal.log"',
};

/** systemd's part: the unit as README installed it, its settings file read by systemd's rules. */
const unitRunner = `
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
const prefix = process.env.WALK_PREFIX;
const moved = (path) => path.replace('/srv/raider-panel', process.env.WALK_REPOSITORY).replace(/^\\/(etc|var)\\//, prefix + '/$1/');
const pidFile = prefix + '/raider-panel.pid';
const action = process.argv.slice(2).find((word) => ['enable', 'start', 'stop', 'restart'].includes(word));
function stop() {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  try { process.kill(pid, 'SIGTERM'); } catch { return; }
  for (let i = 0; i < 200; i += 1) { try { process.kill(pid, 0); } catch { return; } Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50); }
}
if (action === 'stop' || action === 'restart') stop();
if (action !== 'stop') {
  const unit = readFileSync(prefix + '/etc/systemd/system/raider-panel.service', 'utf8');
  const values = (key) => [...unit.matchAll(new RegExp('^' + key + '=(.*)$', 'gm'))].map((match) => match[1]);
  const env = { PATH: process.env.PATH };
  for (const file of values('EnvironmentFile')) {
    for (const line of readFileSync(moved(file.replace(/^-/, '')), 'utf8').split('\\n')) {
      const pair = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
      if (pair) env[pair[1]] = moved(pair[2]);
    }
  }
  for (const pair of values('Environment')) env[pair.slice(0, pair.indexOf('='))] = moved(pair.slice(pair.indexOf('=') + 1));
  const [node, script] = values('ExecStart')[0].split(' ');
  if (script !== 'dist/server/index.js' || !node.endsWith('/node')) throw new Error('unexpected ExecStart ' + values('ExecStart')[0]);
  // A free port: tests run side by side (the address is read from the log).
  env.PORT = '0';
  const log = openSync(prefix + '/journal.log', 'a');
  const child = spawn(process.env.WALK_NODE, [process.env.WALK_SERVER], { cwd: moved(values('WorkingDirectory')[0]), env, stdio: ['ignore', log, log], detached: true });
  writeFileSync(pidFile, String(child.pid));
  child.unref();
  const started = Date.now();
  const tell = () => readFileSync(prefix + '/journal.log', 'utf8');
  while (!/http:\\/\\/localhost:\\d+\\//.test(tell().split('Zatrzymywanie').at(-1))) {
    if (child.exitCode !== null || Date.now() - started > 15000) { console.error(tell()); process.exit(1); }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
`;

const placeholders: Record<string, string> = { '<this repository>': 'REPOSITORY', '<nick>': 'Mistrz' };

describe("README's server steps, typed as they stand", () => {
  it('end with the service on the settings file: set-up link, admin command, backup and restore on one data directory', async () => {
    const prefix = await directoryForTest(cleanups, 'readme-walk');
    const shimDir = join(prefix, 'shims');
    mkdirSync(shimDir);
    for (const [name, body] of Object.entries(shims)) {
      writeFileSync(join(shimDir, name), `#!/bin/bash\n${body}\n`);
      chmodSync(join(shimDir, name), 0o755);
    }
    writeFileSync(join(shimDir, 'unit.mjs'), unitRunner);
    const commands = inject('serverCommandEntries');
    const env = {
      PATH: `${shimDir}:${process.env.PATH}`,
      HOME: prefix,
      WALK_PREFIX: prefix,
      WALK_SHIMS: shimDir,
      WALK_REPOSITORY: repository,
      WALK_NODE: process.execPath,
      WALK_SERVER: inject('serverEntry'),
      WALK_COMMANDS: resolve(commands.admin, '..'),
      // The commands' default file, /etc/raider-panel/env, moved under the prefix like every path.
      RAIDER_PANEL_ENV: join(prefix, 'etc/raider-panel/env'),
    };
    // What Debian has before step 1: systemd's unit directory; caddy's package makes /etc/caddy.
    mkdirSync(join(prefix, 'etc/systemd/system'), { recursive: true });
    mkdirSync(join(prefix, 'etc/caddy'), { recursive: true });
    cleanups.push(async () => void spawnSync(join(shimDir, 'systemctl'), ['stop', 'raider-panel'], { env }));
    const run = (block: string) => {
      const script = block
        .replaceAll('/srv/raider-panel', repository)
        .replace(/(^|[\s=])\/(etc|var)\//gm, `$1${prefix}/$2/`)
        .replace(/<[^>\n]+>/g, (placeholder) => placeholders[placeholder] ?? placeholder);
      expect(script, 'a placeholder this walk cannot fill').not.toMatch(/<[a-z ]+>/);
      const done = spawnSync('/bin/bash', ['-euo', 'pipefail', '-c', script], { cwd: repository, env, encoding: 'utf8', timeout: 60_000 });
      expect(done.status, `${script}\n${done.stdout}${done.stderr}`).toBe(0);
      return done.stdout;
    };
    const journal = () => readFileSync(join(prefix, 'journal.log'), 'utf8');

    const steps = readmeSteps();
    const stepWith = (text: string) => {
      const found = steps.findIndex((step) => step.includes(text));
      expect(found, `README has a step with ${text}`).toBeGreaterThanOrEqual(0);
      return found;
    };
    const [settingsStep, serviceStep, adminStep, backupStep] = [
      stepWith('/etc/raider-panel/env'),
      stepWith('systemctl enable --now raider-panel'),
      stepWith('npm run admin'),
      stepWith('npm run backup'),
    ];
    expect([settingsStep, serviceStep, adminStep, backupStep]).toEqual([...[settingsStep, serviceStep, adminStep, backupStep]].sort());

    for (const step of steps.slice(0, settingsStep + 1)) run(step);
    // The edit README asks for: the settings file points at the prefix's directories.
    const settingsFile = join(prefix, 'etc/raider-panel/env');
    expect(readFileSync(settingsFile, 'utf8')).toContain('DATA_DIR=/var/lib/raider-panel');
    writeFileSync(settingsFile, readFileSync(settingsFile, 'utf8').replace(/=\/(etc|var)\//g, `=${prefix}/$1/`));
    const dataDir = join(prefix, 'var/lib/raider-panel');

    for (const step of steps.slice(settingsStep + 1, serviceStep + 1)) run(step);
    const log = journal();
    expect(log.split('\n')[0]).toBe(
      `Ustawienia: ${settingsFile} (RAIDER_PANEL_ENV) · katalog danych: ${dataDir} · konfiguracja gildii: ${prefix}/etc/raider-panel/guild.json`,
    );
    const port = /http:\/\/localhost:(\d+)\//.exec(log)![1];
    const token = /https:\/\/raids\.guild\.example\/#\/setup\?token=([\w-]+)/.exec(log)?.[1];
    expect(token, log).toBeDefined();

    // Step 6 in a browser: the set-up link makes the guild master.
    const api = `http://127.0.0.1:${port}/api`;
    const setup = await fetch(`${api}/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, nickname: 'Mistrz', password: 'zielony-smok-42', accessCode: 'smocza-jaskinia' }),
    });
    expect(setup.status).toBe(201);

    for (const step of steps.slice(serviceStep + 1, adminStep + 1)) {
      const printed = run(step).split('\n');
      expect(printed[0]).toBe(
        `Ustawienia: ${settingsFile} (RAIDER_PANEL_ENV) · katalog danych: ${dataDir} · konfiguracja gildii: ${prefix}/etc/raider-panel/guild.json`,
      );
      expect(printed).toContain('Mistrz już ma rolę administratora gildii.');
    }

    // Step 9: a backup, then a restore of it with the service stopped; the guild master is still there.
    const backupLines = steps[backupStep]!.split('\n').filter(Boolean);
    const backup = run(backupLines[0]!);
    const file = /Kopia zapasowa zapisana: (\S+)/.exec(backup)![1]!;
    expect(file.startsWith(join(dataDir, 'backups'))).toBe(true);
    placeholders['<file>'] = file;
    run(backupLines.slice(1).join('\n'));
    expect(existsSync(join(dataDir, 'raider-panel.sqlite'))).toBe(true);
    const restartedPort = /http:\/\/localhost:(\d+)\//.exec(journal().split('Zatrzymywanie').at(-1)!)![1];
    const signIn = await fetch(`http://127.0.0.1:${restartedPort}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'Mistrz', password: 'zielony-smok-42' }),
    });
    expect(signIn.status).toBe(201);
  }, 120_000);
});
