import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** How far an interaction's timestamp may be from the server's clock: older calls may be replays. */
export const interactionMaxAgeMs = 5 * 60_000;

/** An Ed25519 public key's SPKI DER prefix: the raw 32 bytes Discord shows (as hex) follow it. */
const ed25519SpkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

/** Why an interaction's signature is refused, or `ok`. */
export type SignatureCheck = 'ok' | 'missing' | 'bad-signature' | 'stale';

const keys = new Map<string, KeyObject>();

/** The application's public key (64 hex characters) as a key node:crypto verifies with; made once per key. */
function publicKeyOf(publicKeyHex: string): KeyObject {
  let key = keys.get(publicKeyHex);
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([ed25519SpkiPrefix, Buffer.from(publicKeyHex, 'hex')]), format: 'der', type: 'spki' });
    keys.clear();
    keys.set(publicKeyHex, key);
  }
  return key;
}

/**
 * Checks a call to the interactions endpoint the way Discord signs it: `X-Signature-Ed25519` (hex) over
 * `X-Signature-Timestamp` (Unix seconds) followed by the raw body, with the application's public key.
 * A timestamp more than `interactionMaxAgeMs` from `now` is refused even with a good signature, so a
 * recorded call cannot be played again later.
 */
export function checkInteractionSignature(options: {
  publicKeyHex: string;
  signature: string | undefined;
  timestamp: string | undefined;
  body: string;
  now: Date;
}): SignatureCheck {
  const { signature, timestamp } = options;
  if (!signature || !timestamp) return 'missing';
  if (!/^[\da-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp)) return 'bad-signature';
  const signed = verify(
    null,
    Buffer.from(timestamp + options.body, 'utf8'),
    publicKeyOf(options.publicKeyHex),
    Buffer.from(signature, 'hex'),
  );
  if (!signed) return 'bad-signature';
  return Math.abs(options.now.getTime() - Number(timestamp) * 1000) > interactionMaxAgeMs ? 'stale' : 'ok';
}
