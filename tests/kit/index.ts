/**
 * The test kit: what test files set up, in one place. A server per test or per file, accounts in each
 * role, the test clock, answer fixtures. The browser's part (one Chromium per file, pages, axe) is
 * `tests/kit/browser.ts` and the demo store's schedule for component tests `tests/kit/demo-schedule.ts`,
 * kept apart so that a test loads neither Playwright nor the app unless it uses them. The contract
 * suites' guild (one adapter, accounts of each role) is `tests/kit/contract-guild.ts`, loot exports and
 * rows `tests/kit/loot.ts`, a quiet recorded console `tests/kit/console.ts`.
 */
export { createTestClock, contractStart, type TestClock } from '../contract/contract-fixture';
export {
  contractServerPerTest,
  serversPerTest,
  startDiscordTestServer,
  startWarcraftLogsTestServer,
  type ServerForTest,
  type ServersForTest,
} from './server';
export { auditFacts, auditLog, makeAdmin, signInAdmin, type AccountServer, type AuditEntry } from './accounts';
export { signupOf, type RosterRaid } from './answers';
export { call, callOk, signIn, testPassword } from '../server/helpers/api-client';
export { startTestServer, guildWith, type RunningServer, type TestServerOptions } from '../server/helpers/test-server';
export { startContractServer } from '../server/helpers/contract-server';
export { cleanupsAfterEach, directoryForTest, type Cleanup } from '../server/helpers/cleanups';
export { ownGamePack } from './game';
export { discordApplicationId, interactionsPerTest, linkedAccount, startInteractionsServer, type InteractionsForTest } from './discord';
export { nextTwoWeeks, raidOpenFor, raidsOpenFor, upcomingRaids } from './raids';
export { reportActors, whileSwitched } from './stand-ins';
