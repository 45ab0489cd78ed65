import { expect } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { callOk, signIn } from '../server/helpers/api-client';

/** Where an account is made: the server's API and its data directory (for the console command). */
export interface AccountServer {
  api: string;
  dataDir: string;
}

/**
 * `npm run admin -- <nickname>` on the server's data directory, as a guild master starts: fails the
 * test, with the command's line, unless it answers 0. The account must exist.
 */
export function makeAdmin(dataDir: string, nickname: string, now?: () => Date): void {
  const { exitCode, line } = grantAdmin(dataDir, nickname, now);
  expect(exitCode, line).toBe(0);
}

/**
 * `nickname` signed in (its account made when new) and made the guild's admin from the console; answers
 * the session's token, which carries the new role at once (roles are read per request). An admin is
 * also the raid leader (officer) every officer endpoint lets in.
 */
export async function signInAdmin(
  server: AccountServer,
  nickname: string,
  { now, accessCode }: { now?: () => Date; accessCode?: string } = {},
): Promise<string> {
  const token = await signIn(server.api, nickname, accessCode);
  makeAdmin(server.dataDir, nickname, now);
  return token;
}

/** One line of the guild's audit log: who did what, to whom, with the Polish detail. */
export interface AuditEntry {
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
}

/** The audit log as an admin (`token`) reads it from `GET <api>/audit`, newest first, each entry whole. */
export const auditLog = (api: string, token: string): Promise<AuditEntry[]> => callOk<AuditEntry[]>(`${api}/audit`, 'GET', { token });

/** Each entry's four fields a test compares (its id and time left out). */
export const auditFacts = (entries: readonly AuditEntry[]): AuditEntry[] =>
  entries.map(({ actor, action, target, detail }) => ({ actor, action, target, detail }));
