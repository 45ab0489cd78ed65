import { expect } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { signIn } from '../server/helpers/api-client';

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
