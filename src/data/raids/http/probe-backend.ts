import { fetchAnswer } from '../../../platform/fetch-text';
import { backendHealth } from '../backend-health';

export { backendHealth };

export interface ProbeBackendOptions {
  /** How long to wait for the answer before deciding there is no backend. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Whether the guild's server answers at `baseUrl` (`GET <baseUrl>/health`). True only for its own health
 * answer: a site that serves an HTML page for every path is no backend. Never rejects.
 */
export async function probeBackend(baseUrl: string, { timeoutMs, fetch }: ProbeBackendOptions): Promise<boolean> {
  try {
    const answer = await fetchAnswer(`${baseUrl.replace(/\/+$/, '')}/health`, {
      timeoutMs,
      fetch,
      headers: { accept: 'application/json' },
    });
    if (answer.status !== 200) return false;
    const body = JSON.parse(answer.text) as { service?: unknown; status?: unknown } | null;
    return body?.service === backendHealth.service && body.status === backendHealth.status;
  } catch {
    return false;
  }
}
