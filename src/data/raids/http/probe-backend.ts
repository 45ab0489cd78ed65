import { fetchAnswer } from '../../../platform/fetch-text';
import { backendHealth, interpretHealthAnswer, type BackendHealthVerdict } from '../backend-health';
import { ServerPath } from '../server-paths';

export { backendHealth };

export interface ProbeBackendOptions {
  /** How long to wait for the answer before calling the server unavailable. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Cancels the check (the app unmounted): it then rejects with the abort instead of giving a verdict. */
  signal?: AbortSignal;
}

/**
 * Asks the guild's server at `baseUrl` for its health (`GET <baseUrl>/health`) and says what the answer
 * means (see `interpretHealthAnswer`). No answer at all is `unavailable`; it rejects only when `signal`
 * cancelled it, as nothing was found out then.
 */
export async function probeBackend(baseUrl: string, { timeoutMs, fetch, signal }: ProbeBackendOptions): Promise<BackendHealthVerdict> {
  try {
    const answer = await fetchAnswer(baseUrl.replace(/\/+$/, '') + ServerPath.health, {
      timeoutMs,
      fetch,
      signal,
      headers: { accept: 'application/json' },
    });
    return interpretHealthAnswer({ answered: true, status: answer.status, text: answer.text });
  } catch (error) {
    if (signal?.aborted) throw error;
    return interpretHealthAnswer({ answered: false });
  }
}
