import { afterEach, beforeEach } from 'vitest';
import { createTestClock, type TestClock } from '../contract/contract-fixture';
import { startContractServer } from '../server/helpers/contract-server';
import type { RunningServer, TestServerOptions } from '../server/helpers/test-server';

/** One test's server and the clock it reads. */
export interface ServerForTest {
  clock: TestClock;
  running: RunningServer;
  /** `<url>/api` */
  api: string;
}

/**
 * A contract server (the contract's guild, in-process) for each test, on a fresh test clock: started
 * before each test and closed after it. `use` gets each test's server, for the file's own `let`s.
 */
export function contractServerPerTest(use: (started: ServerForTest) => void, options: TestServerOptions = {}): void {
  let running: RunningServer | undefined;
  beforeEach(async () => {
    const clock = createTestClock();
    running = await startContractServer({ now: clock.now, inProcess: true, ...options });
    use({ clock, running, api: running.api });
  });
  afterEach(async () => {
    await running?.close();
  });
}
