import { inject } from 'vitest';
import type { serverCommands } from '../../../server/commands/server-commands.mjs';
import { runNodeToExit } from './server-process';

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
  return runNodeToExit(`npm run ${name}`, [inject('serverCommandEntries')[name], ...args], env, timeoutMs);
}
