import { randomBytes } from 'node:crypto';
import type { GuildSecrets } from '../../src/domain/service';
import { hashToken, newSessionToken, sameSecret } from '../raids/session-tokens';
import { createPasswordHasher, type PasswordHashing } from './password-hash';

/** The server's secrets for the guild service: scrypt passwords, SHA-256 of tokens and reset codes. */
export function createServerSecrets(passwordHashing?: PasswordHashing): GuildSecrets {
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
  };
}
