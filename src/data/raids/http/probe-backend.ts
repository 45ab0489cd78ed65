import { fetchAnswer } from '../../../platform/fetch-text';
import { backendHealth, interpretHealthAnswer, type BackendHealthVerdict } from '../backend-health';

export { backendHealth };

export interface ProbeBackendOptions {
  /** How long to wait for the answer before calling the server unavailable. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Asks the guild's server at `baseUrl` for its health (`GET <baseUrl>/health`) and says what the answer
 * means (see `interpretHealthAnswer`). Never rejects: no answer at all is `unavailable`.
 */
export async function probeBackend(baseUrl: string, { timeoutMs, fetch }: ProbeBackendOptions): Promise<BackendHealthVerdict> {
  try {
    const answer = await fetchAnswer(`${baseUrl.replace(/\/+$/, '')}/health`, {
      timeoutMs,
      fetch,
      headers: { accept: 'application/json' },
    });
    return interpretHealthAnswer({ answered: true, status: answer.status, text: answer.text });
  } catch {
    return interpretHealthAnswer({ answered: false });
  }
}
