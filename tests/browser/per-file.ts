import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type RunningServer, type TestServerOptions } from '../server/helpers/test-server';
import { launchChromium } from './chromium';

/** What a browser test file starts once for all its tests and closes after them. */

/** One Chromium for the file. It exists only once `beforeAll` has run: `use` keeps it in the file's own `let`. */
export function launchChromiumForFile(use: (browser: Browser) => void, extraArgs?: string[]): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(extraArgs);
    use(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A test server of the file's own (its own data directory), for tests that change what the shared one
 * holds. `options` may be a function, read when the server starts: after the file's stand-ins did.
 */
export function startTestServerForFile(options?: TestServerOptions | (() => TestServerOptions)): {
  readonly server: RunningServer;
  readonly url: string;
  readonly api: string;
} {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('startTestServerForFile: the server starts in beforeAll');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get url() {
      return started().url;
    },
    get api() {
      return started().api;
    },
  };
}

/**
 * A stand-in of an outside service for the whole file: started before the servers declared below it
 * (whose options may read it) and closed after them. Answers a reader of the running stand-in.
 */
export function standInForFile<S extends { close(): Promise<void> }>(start: () => Promise<S>): () => S {
  let standIn: S | undefined;
  beforeAll(async () => {
    standIn = await start();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return () => {
    if (!standIn) throw new Error('standInForFile: the stand-in starts in beforeAll');
    return standIn;
  };
}
