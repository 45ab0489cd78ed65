import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, callOk } from '../server/helpers/api-client';
import { makeAdmin } from './accounts';
import { browserPassword, openPage, submitSignInForm, type WatchedPage } from '../browser/page-helpers';

/**
 * The test kit's browser part: one Chromium per file (`launchChromiumForFile`), a server of the file's
 * own, pages, sign-in, axe. Kept apart from `tests/kit/index.ts` so that tests without a browser never
 * load Playwright.
 */
export { launchChromiumForFile, standInForFile, startTestServerForFile } from '../browser/per-file';
export { runAxe, runAxeEverywhere, formatViolations } from '../browser/axe';
export {
  baseUrl,
  browserPassword,
  focusedElement,
  openPage,
  signIn,
  submitAccountForm,
  submitSignInForm,
  type WatchedPage,
} from '../browser/page-helpers';

/** How long a wait for a state after a round trip to the server may take on a loaded machine. */
export const slow = { timeout: 15_000 };

/** The page's first `h1`, as the raider reads it. */
export const pageHeading = (page: Page): Promise<string> => page.locator('h1').innerText();

/** Calls to a server (`startTestServerForFile`'s) that must succeed: `api(path, method, body?, token?)` answers the body. */
export const serverCaller =
  (server: { readonly api: string }) =>
  <T>(path: string, method: string, body?: unknown, token?: string): Promise<T> =>
    callOk<T>(`${server.api}${path}`, method, { token, body });

/**
 * The guild's first admin, made through the one-time set-up link the server prints, as a guild master
 * starts a new server: `nickname` with `browserPassword`, and the guild's access code. Answers the token.
 */
export async function setUpFirstAdmin(own: FileServer, nickname: string): Promise<string> {
  const admin = await call(`${own.api}/setup`, 'POST', {
    body: { token: own.server.server.firstRunLink(), nickname, password: browserPassword, accessCode: 'smocza-jaskinia' },
  });
  expect(admin.status, JSON.stringify(admin.body)).toBe(201);
  return admin.body.token as string;
}

/** Where a browser test makes accounts: the file's server (its API and data directory). */
interface FileServer {
  readonly api: string;
  readonly server: { dataDir: string; server: { firstRunLink(): string | undefined } };
}

/**
 * An account with `browserPassword` (the form's default), made the guild's admin from the console as a
 * guild master starts; admins lead raids too. `now` is the server's clock, for the audit entry.
 */
export async function createAdmin(own: FileServer, nickname: string, now?: () => Date): Promise<void> {
  await callOk(`${own.api}/accounts`, 'POST', { body: { nickname, password: browserPassword } });
  makeAdmin(own.server.dataDir, nickname, now);
}

export interface SignedInPageOptions {
  /** The page's clock stands still at this moment (the server's, when the test sets that too). */
  at?: Date;
  /** @default a 360 px phone */
  viewport?: { width: number; height: number };
  /** @default the browser's (light) */
  colorScheme?: 'light' | 'dark';
}

/**
 * A page opened at a raider page (`url`, whose guard shows the sign-in form), with reduced motion, where
 * `nickname` signs in; answers once the page shows `heading`.
 */
export async function openSignedIn(
  browser: Browser,
  url: string,
  nickname: string,
  heading: string,
  { at, viewport = { width: 360, height: 800 }, colorScheme }: SignedInPageOptions = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport);
  const { page } = watched;
  await page.emulateMedia({ reducedMotion: 'reduce', ...(colorScheme && { colorScheme }) });
  if (at) await page.clock.setFixedTime(at);
  await page.goto(url);
  await expect.poll(() => pageHeading(page), slow).toBe('Zaloguj się');
  await submitSignInForm(page, nickname);
  await expect.poll(() => pageHeading(page), slow).toBe(heading);
  return watched;
}

/**
 * The sample guild's Wednesday raid of 13 January 2027 (20:00 Warsaw, 19:00 UTC, three hours), which
 * the attendance tests answer and then record.
 */
export const wednesdayRaid = {
  id: 'sroda-glowny-2027-01-13',
  /** The day before: answers are open. */
  before: new Date('2027-01-12T12:00:00Z'),
  /** Half an hour after it ended: inside the 7 days an officer may record. */
  after: new Date('2027-01-13T22:30:00Z'),
} as const;

/**
 * The officer's attendance sheet of `wednesdayRaid` on a phone, `officer` signed in and the browser's
 * clock after the raid; `row(nickname)` is that raider's mark, once the sheet shows.
 */
export async function openAttendanceSheet(browser: Browser, url: string, officer: string) {
  const watched = await openSignedIn(browser, `${url}/#/raider/attendance`, officer, 'Frekwencja', { at: wednesdayRaid.after });
  const { page } = watched;
  await page.getByRole('button', { name: 'Sprawdź obecność: Rajd główny, 2027-01-13' }).click();
  const row = (nickname: string) => page.getByLabel(new RegExp(`^${nickname}`));
  await expect.poll(() => row('Cezary').count(), slow).toBe(1);
  return { ...watched, row };
}

/** The first raid a day or more ahead that is not cancelled, on the file's server (the sample guild's schedule). */
export async function nextScheduledRaid(own: { readonly api: string }): Promise<{ id: string }> {
  const from = new Date(Date.now() + 86_400_000);
  const raids = await serverCaller(own)<Array<{ id: string; status: string }>>(
    `/raids?from=${from.toISOString()}&to=${new Date(from.getTime() + 14 * 86_400_000).toISOString()}`,
    'GET',
  );
  const raid = raids.find((one) => one.status === 'scheduled');
  if (!raid) throw new Error('nextScheduledRaid: no scheduled raid in the next two weeks');
  return raid;
}
