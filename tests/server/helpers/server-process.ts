import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  api: string;
  /** Everything the process wrote to stderr so far. */
  errors: () => string;
  /** Everything the process wrote to stdout so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal) once the process has exited. */
  exited: Promise<number | string | null>;
  /** SIGTERM, and resolves when the process has exited. */
  stop: () => Promise<void>;
  /** SIGKILL (kill -9): no cleanup of any kind, and resolves when the process is gone. */
  kill: () => Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Runs the server as `npm start` does (the bundle of server/index.ts made by the global setup) in its
 * own process, on a free port of 127.0.0.1, with the given environment.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 15_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [inject('serverEntry')], {
    env: { PATH: process.env.PATH ?? '', RAIDER_PANEL_ENV: '', ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let started = false;
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server process did not start within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited with ${code}: ${stderr}`));
    });
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const port = /http:\/\/localhost:(\d+)\//.exec(stdout)?.[1];
      // Later output (the stop message) must not run this again: it would drop the exit listeners.
      if (!port || started) return;
      started = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const url = `http://127.0.0.1:${port}`;
      resolve({
        child,
        url,
        api: `${url}/api`,
        errors: () => stderr,
        output: () => stdout,
        exited: exited(child).then(() => child.exitCode ?? child.signalCode),
        stop: async () => {
          child.kill('SIGTERM');
          await exited(child);
        },
        kill: async () => {
          child.kill('SIGKILL');
          await exited(child);
        },
      });
    });
  });
}

/** Runs the server process until it exits by itself (a start it refuses); resolves with its exit code and output. */
export function runServerProcessToExit(
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runNodeToExit('the server process', [inject('serverEntry')], { PORT: '0', HOST: '127.0.0.1', ...env }, timeoutMs);
}

/**
 * Runs Node with `args` (an entry and its arguments) and `env` (beside PATH) until it exits; resolves with
 * its exit code and output. Past `timeoutMs` it is killed, and the error says what it printed.
 */
export function runNodeToExit(
  what: string,
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // No settings file of the machine's (/etc/raider-panel/env) reaches a test unless it names one.
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', RAIDER_PANEL_ENV: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} kept running for ${timeoutMs} ms; it printed: ${stdout}${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
