import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { localOnlyFetch } from './helpers/local-only-fetch';
import { cleanupsAfterEach } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();

describe("a test server's Discord fetch", () => {
  it('reaches a stand-in on this machine', async () => {
    const standIn = createServer((_, response) => response.writeHead(204).end());
    await new Promise<void>((listening) => standIn.listen(0, '127.0.0.1', listening));
    cleanups.push(() => new Promise<void>((closed) => standIn.close(() => closed())));
    const { port } = standIn.address() as AddressInfo;
    expect((await localOnlyFetch(`http://127.0.0.1:${port}/api/webhooks/1/abc`, { method: 'POST' })).status).toBe(204);
  });

  it.each([
    'https://discord.com/api/webhooks/123456789/token',
    'https://canary.discord.com/api/v10/users/@me',
    'http://127.0.0.1.example.com/',
  ])('refuses %s, naming it, before any request', async (address) => {
    await expect(localOnlyFetch(address)).rejects.toThrow(`not ${new URL(address).origin}`);
  });
});
