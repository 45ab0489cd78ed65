import { deviceTokenMaxLength } from './account-validation';
import { randomToken } from './session-token';

/**
 * The "device cookie" of OWASP's answer to lockout attacks, for a widget whose API calls cross origins
 * with a bearer token: a signed device token the sign-in answer carries and the client keeps beside
 * (and after) its session, and sends with its next sign-in for the same nickname.
 *
 * `<device id>.<signature>`, the signature (a server secret's HMAC) over the account's key and the
 * device id: it proves this browser signed in to that account before, and works for no other nickname.
 * The server gives failed sign-ins with a valid device token a budget of that device's own, so a stranger
 * who floods a nickname with wrong passwords locks out strangers only (server/api/account-routes.ts).
 */
export interface DeviceSigner {
  /** The signature of `payload` with the guild's secret (base64url or hex, no `.`). */
  signDevice(payload: string): string;
  /** Compares without telling how much matched. */
  sameSecret(given: string, expected: string): boolean;
}

const payload = (accountKey: string, deviceId: string) => `device\u0000${accountKey}\u0000${deviceId}`;

/** A device token for the account, for a new device or (`deviceId` given) one it signed in on before. */
export function issueDeviceToken(signer: DeviceSigner, accountKey: string, deviceId: string = randomToken()): string {
  return `${deviceId}.${signer.signDevice(payload(accountKey, deviceId))}`;
}

/** The device id of a token that the account issued, or `undefined` (absent, malformed, forged, another account's). */
export function trustedDeviceId(signer: DeviceSigner, accountKey: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > deviceTokenMaxLength) return undefined;
  const [deviceId, signature, ...rest] = token.split('.');
  if (!deviceId || !signature || rest.length > 0 || !/^[0-9a-f]{32}$/.test(deviceId)) return undefined;
  return signer.sameSecret(signature, signer.signDevice(payload(accountKey, deviceId))) ? deviceId : undefined;
}
