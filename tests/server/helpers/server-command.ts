import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import type { serverCommands } from '../../../server/server-commands.mjs';

/**
 * Runs one of the server's commands (`npm run admin`, `backup`, `restore`, bundled from the current
 * sources by the global setup) with `args` and the given environment; resolves with its exit code and
 * output once it exits.
 */
export function runServerCommand(
  name: keyof typeof serverCommands,
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [inject('serverCommandEntries')[name], ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm run ${name} kept running for ${timeoutMs} ms; it printed: ${stdout}${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
