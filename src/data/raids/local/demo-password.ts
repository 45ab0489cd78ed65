/**
 * The demo store's password digest: a salted, non-cryptographic hash (two 53-bit rounds of cyrb53),
 * synchronous and tiny so it works in every browser context without Web Crypto. It only keeps the
 * password out of plain sight in this browser's storage. The demo has no real security: anyone with
 * access to the device can read or change its data; the guild's server uses scrypt.
 */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export const demoDigest = (salt: string, secret: string): string =>
  [1, 2].map((seed) => cyrb53(`${salt}\u0000${secret}`, seed).toString(16).padStart(14, '0')).join('');
