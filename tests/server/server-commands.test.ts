import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOutputs } from '../../server/start-up/build-freshness.mjs';
import { serverCommands } from '../../server/commands/server-commands.mjs';
import { signIn } from './helpers/api-client';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';
import { crowdServerForTest } from './helpers/crowd-server';
import { runServerCommand } from './helpers/server-command';

const cleanups = cleanupsAfterEach();
const names = Object.keys(serverCommands) as Array<keyof typeof serverCommands>;

describe("the server's commands (npm run admin, backup, restore, discord:register)", () => {
  it('are npm scripts that run the build in dist/server, not the TypeScript sources through esbuild', async () => {
    const scripts = (JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of names) {
      // The script is named as npm names its groups (`discord:register`); the command's file, without a colon.
      expect(scripts[name.replace('-', ':')]).toBe(`node server/commands/run-command.mjs ${name}`);
      // A build without the command counts as no build: run-command.mjs builds first.
      expect(buildOutputs).toContain(`dist/server/${name}.js`);
    }
    const configs = (await import('../../tsup.config')).default as Array<{ name?: string; entry?: Record<string, string> }>;
    expect(configs.find((config) => config.name === 'server')?.entry).toEqual({ index: 'server/index.ts', ...serverCommands });
  });

  it('run-command.mjs runs the built command with the arguments after its name, and refuses an unknown one', async () => {
    const root = await directoryForTest(cleanups, 'built');
    // A build newer than every source (there are none here), whose admin command prints what it was given.
    for (const output of buildOutputs) {
      await mkdir(dirname(join(root, output)), { recursive: true });
      await writeFile(join(root, output), output === 'dist/server/admin.js' ? 'console.log(JSON.stringify(process.argv.slice(2)));\n' : '');
    }
    const runner = resolve('server/commands/run-command.mjs');
    const ran = spawnSync(process.execPath, [runner, 'admin', 'Żaneta Kowal'], { cwd: root, encoding: 'utf8' });
    expect({ status: ran.status, stdout: ran.stdout, stderr: ran.stderr }).toEqual({ status: 0, stdout: '["Żaneta Kowal"]\n', stderr: '' });
    const unknown = spawnSync(process.execPath, [runner, 'adminn'], { cwd: root, encoding: 'utf8' });
    expect({ status: unknown.status, stderr: unknown.stderr }).toEqual({
      status: 1,
      stderr: 'Nieznane polecenie „adminn”: dostępne admin, backup, restore, discord-register.\n',
    });
  });

  it('npm run admin names its settings first, then one Polish line, with the server running or not; exits 1 for an unknown nickname', async () => {
    const { server, dataDir, env } = await crowdServerForTest(cleanups, 'admin');
    await signIn(server.api, 'Mistrz');
    const settingsLine = `Ustawienia: zmienne środowiskowe (bez pliku; RAIDER_PANEL_ENV albo /etc/raider-panel/env) · katalog danych: ${dataDir} · konfiguracja gildii: wbudowana przykładowa gildia\n`;
    expect(await runServerCommand('admin', ['mistrz'], env)).toEqual({
      code: 0,
      stdout: `${settingsLine}Mistrz ma teraz rolę administratora gildii.\n`,
      stderr: '',
    });
    await server.stop();
    expect(await runServerCommand('admin', ['Mistrz'], env)).toEqual({
      code: 0,
      stdout: `${settingsLine}Mistrz już ma rolę administratora gildii.\n`,
      stderr: '',
    });
    expect(await runServerCommand('admin', ['Nikt'], env)).toEqual({
      code: 1,
      stdout: settingsLine,
      stderr: `Nie ma konta o nicku „Nikt” w ${dataDir}/raider-panel.sqlite – najpierw załóż je w panelu („Załóż konto”); to nie ta baza? Sprawdź DATA_DIR w pliku ustawień (pierwszy wiersz powyżej).\n`,
    });
  });

  it('npm run admin on a data directory with no database makes none and says where it looked', async () => {
    const dataDir = join(await directoryForTest(cleanups, 'admin-empty'), 'nic-tu-nie-ma');
    const answer = await runServerCommand('admin', ['Mistrz'], { DATA_DIR: dataDir });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toBe(
      `Nie ma bazy gildii ${dataDir}/raider-panel.sqlite – serwer tworzy ją przy pierwszym starcie; sprawdź DATA_DIR w pliku ustawień (pierwszy wiersz powyżej).\n`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});
