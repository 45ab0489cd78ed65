import { randomToken } from '../../../domain/accounts/session-token';
import type { GuildSecrets } from '../../../domain/service';
import { demoDigest } from './demo-password';

/**
 * The demo's secrets: light digests that keep passwords and codes out of plain sight in this browser's
 * storage, nothing more (see demo-password.ts). Tokens are kept as they are: whoever can read the
 * storage is already on the device the demo's data lives on.
 */
export const demoSecrets: GuildSecrets = {
  newSessionToken: randomToken,
  newSessionId: () => randomToken().slice(0, 16),
  hashToken: (token) => token,
  hashResetCode: (code) => demoDigest('reset-code', code),
  hashPassword: async (password) => {
    const salt = randomToken();
    return `${salt}:${demoDigest(salt, password)}`;
  },
  verifyPassword: async (password, hash) => {
    const [salt, digest] = (hash ?? '').split(':');
    return salt !== undefined && digest !== undefined && demoDigest(salt, password) === digest;
  },
  sameSecret: (given, expected) => given === expected,
  // The demo has no secret to sign with: its device tokens only keep the contract the server's keep.
  signDevice: (payload) => demoDigest('device', payload),
};
