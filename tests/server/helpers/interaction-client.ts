import { expect } from 'vitest';
import type { InteractionSigner } from '../../stand-ins/discord-interactions';
import { call, type ApiAnswer } from './api-client';

/**
 * Sends interactions to a server's endpoint as Discord does: the JSON body signed with the application's
 * key at the server clock's second (or at `timestamp`), by `by` (another key: a forgery).
 */
export function interactionClient(server: { api: () => string; signer: () => InteractionSigner; now: () => Date }) {
  return (payload: object, { by = server.signer(), timestamp = Math.floor(server.now().getTime() / 1000) } = {}): Promise<ApiAnswer> => {
    const body = JSON.stringify(payload);
    return call(`${server.api()}/discord/interactions`, 'POST', {
      body,
      headers: { 'content-type': 'application/json', ...by.sign(body, timestamp) },
    });
  };
}

/** The ephemeral message an interaction was answered with (failing on anything else). */
export function ephemeralText(answer: ApiAnswer): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
  return answer.body.data.content as string;
}
