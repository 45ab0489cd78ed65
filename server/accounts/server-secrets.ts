import { createHmac, randomBytes } from 'node:crypto';
import type { GuildSecrets } from '../../src/domain/service';
import { hashToken, newSessionToken, sameSecret } from '../raids/session-tokens';
import { createPasswordHasher, type PasswordHashing } from './password-hash';

/**
 * The server's secrets for the guild service: scrypt passwords, SHA-256 of tokens and reset codes, and
 * device tokens signed with HMAC-SHA256 under `deviceKey` (kept in the data directory, so the raiders'
 * trusted devices stay trusted across restarts; a random one, for tools that sign nobody in).
 */
export function createServerSecrets(passwordHashing?: PasswordHashing, deviceKey: Uint8Array = randomBytes(32)): GuildSecrets {
  const passwords = createPasswordHasher(passwordHashing);
  return {
    newSessionToken,
    newSessionId: () => randomBytes(9).toString('base64url'),
    hashToken,
    // A reset code is a short-lived secret like a token: the same digest keeps it out of a stolen copy.
    hashResetCode: hashToken,
    hashPassword: passwords.hash,
    verifyPassword: passwords.verify,
    sameSecret,
    signDevice: (payload) => createHmac('sha256', deviceKey).update(payload, 'utf8').digest('base64url'),
  };
}
