import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * How passwords are hashed: salted scrypt from node:crypto. The only place these numbers live. A
 * stored hash carries its own parameters (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`), so raising the cost
 * later keeps every existing password working. N = 2^15, r = 8 needs 32 MiB and about 0.1–0.2 s per
 * hash: slow for a guesser, unnoticeable at sign-in.
 */
export const scryptParameters = { log2N: 15, r: 8, p: 1, keyBytes: 32, saltBytes: 16 } as const;

export interface PasswordHashing {
  /** log2 of scrypt's N; tests lower it to keep hundreds of sign-ins fast. @default scryptParameters.log2N */
  log2N?: number;
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, keyBytes: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 2 ** log2N * r * 256 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function createPasswordHasher({ log2N = scryptParameters.log2N }: PasswordHashing = {}) {
  const { r, p, keyBytes, saltBytes } = scryptParameters;
  const decoy = ['scrypt', log2N, r, p, randomBytes(saltBytes).toString('base64'), randomBytes(keyBytes).toString('base64')].join('$');

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(saltBytes);
    const key = await derive(password, salt, log2N, r, p, keyBytes);
    return ['scrypt', log2N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /**
   * Whether `password` is the one behind `stored`, compared in constant time. A missing account is
   * checked against a made-up hash, so an unknown nickname takes as long as a wrong password.
   */
  async function verify(password: string, stored: string | undefined): Promise<boolean> {
    const parts = (stored ?? decoy).split('$');
    const [scheme, storedLog2N, storedR, storedP, salt, expected] = parts;
    if (parts.length !== 6 || scheme !== 'scrypt') return false;
    const expectedKey = Buffer.from(expected!, 'base64');
    const key = await derive(
      password,
      Buffer.from(salt!, 'base64'),
      Number(storedLog2N),
      Number(storedR),
      Number(storedP),
      expectedKey.length,
    );
    return timingSafeEqual(key, expectedKey) && stored !== undefined;
  }

  return { hash, verify };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
