import type { FirstScreenAnswer } from './first-screen';
import { ServerPath } from './raids/server-paths';

/** How long a React host's first frame waits for the guild's server before it shows the bundled guild. */
const serverConfigTimeoutMs = 3000;

/**
 * `GET <api>/config`, asked as the panel mounts in a React host: its first render waits for the answer
 * (an empty frame meanwhile), so the host never shows the bundled sample guild before its own. `null`
 * when no server of ours answers in time; the panel then goes on with the bundled guild.
 */
export function askServerConfig(api: string): Promise<FirstScreenAnswer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), serverConfigTimeoutMs);
  return fetch(api + ServerPath.config, { signal: controller.signal, credentials: 'omit', headers: { accept: 'application/json' } })
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((config: unknown) => (typeof config === 'object' && config !== null ? { config } : null))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}
