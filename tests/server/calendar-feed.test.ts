import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/database/open-database';
import { createFeedService } from '../../server/calendar/feed-service';
import type { SignupService } from '../../src/domain/service';
import { buildRoster, raidsInRange } from '../../src/domain';
import { seededSchedule, type RaidInstance } from '../../src/domain/schedule';
import { contractAccessCode, contractConfig, tuesdayRaid, type TestClock } from '../contract/contract-fixture';
import { call, fetchAnswer, signIn } from './helpers/api-client';
import { guildWith, temporaryDirectory, type RunningServer } from './helpers/test-server';
import { contractServerPerTest } from '../kit/server';

let clock: TestClock;
let running: RunningServer;
let api: string;

contractServerPerTest((started) => ({ clock, running, api } = started));

/** The feed's events, read by a real iCalendar parser. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    summary: String(event.getFirstPropertyValue('summary')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    url: String(event.getFirstPropertyValue('url')),
  }));
  return { calendar, events };
}

const feedUrl = async (token: string) => {
  const answer = await call(`${api}/me/calendar`, 'GET', { token });
  expect(answer.status).toBe(200);
  return answer.body.url as string;
};

describe('personal calendar feed', () => {
  it('answers one stable secret URL per raider, until it is regenerated', async () => {
    const token = await signIn(api, 'Aria', contractAccessCode);
    const url = await feedUrl(token);
    expect(url).toMatch(new RegExp(`^${running.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl(token)).toBe(url);
    const other = await feedUrl(await signIn(api, 'Borys', contractAccessCode));
    expect(other).not.toBe(url);
    expect((await call(`${api}/me/calendar`, 'GET')).status).toBe(401);
  });

  it('is valid iCalendar with every raid published and of the last two weeks since the guild began, refreshed hourly', async () => {
    const token = await signIn(api, 'Aria', contractAccessCode);
    const answer = await fetchAnswer(await feedUrl(token));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const { calendar, events } = parseFeed(await answer.text());
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
    // The server first started now: no night before it exists (not even as unanswered in a feed), and
    // the feed ends where the guild's published weeks end (weeksAhead 6), as every list does.
    const expected = raidsInRange(
      contractConfig,
      { from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 6 * 7 * 86_400_000).toISOString() },
      seededSchedule(contractConfig, clock.now()),
    );
    expect(expected).toHaveLength(12);
    expect(events.map((event) => event.uid)).toEqual(expected.map((raid) => `${raid.id}@bursztynowy-swit`));
    expect(events.every((event) => event.sequence === 0 && event.status === 'CONFIRMED')).toBe(true);
    expect(events.every((event) => event.summary.startsWith('[Brak odpowiedzi] '))).toBe(true);
    expect(events[0]!.url).toBe(`${running.url}/#/raider/signups`);
  });

  it("shows the raider's answer and roster place, and a new ETag when it changes", async () => {
    const token = await signIn(api, 'Aria', contractAccessCode);
    const url = await feedUrl(token);
    const first = await fetchAnswer(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const unchanged = await fetchAnswer(url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);

    const saved = await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    expect(saved.status).toBe(200);
    const changed = await fetchAnswer(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const tuesday = parseFeed(await changed.text()).events.find((event) => event.uid.startsWith(`${tuesdayRaid}@`))!;
    expect(tuesday.summary).toBe('[Będę · skład] Wtorkowy rajd – Bursztynowy Świt');
  });

  it('shows a reserve place and the promotion out of it at the next refresh', async () => {
    const tanks = await Promise.all(['Aria', 'Borys', 'Cyra'].map((nickname) => signIn(api, nickname, contractAccessCode)));
    for (const token of tanks)
      await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    const url = await feedUrl(tanks[2]!);
    const summary = async () =>
      parseFeed(await (await fetchAnswer(url)).text()).events.find((event) => event.uid.startsWith(`${tuesdayRaid}@`))!.summary;
    expect(await summary()).toBe('[Będę · rezerwa 1] Wtorkowy rajd – Bursztynowy Świt');
    await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', { token: tanks[0], body: { status: 'absent', role: 'tank' } });
    expect(await summary()).toBe('[Będę · skład] Wtorkowy rajd – Bursztynowy Świt');
  });

  it('ends the old URL (404) when the raider regenerates it', async () => {
    const token = await signIn(api, 'Aria', contractAccessCode);
    const old = await feedUrl(token);
    const regenerated = await call(`${api}/me/calendar`, 'POST', { token });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.url).not.toBe(old);
    expect((await fetchAnswer(old)).status).toBe(404);
    expect((await fetchAnswer(regenerated.body.url)).status).toBe(200);
    expect(await feedUrl(token)).toBe(regenerated.body.url);
  });

  it('answers the same 404 for a guessed, a malformed and a near-miss token', async () => {
    const real = await feedUrl(await signIn(api, 'Aria', contractAccessCode));
    const realToken = /calendar\/(.+)\.ics$/.exec(real)![1]!;
    const nearMiss = `${realToken.slice(0, -1)}${realToken.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [`${'A'.repeat(43)}.ics`, 'nie-ma.ics', `${nearMiss}.ics`, `${realToken}.txt`].map((file) => call(`${api}/calendar/${file}`, 'GET')),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(answers[0]!.body);
    }
  });
});

describe('guild calendar feed', () => {
  it('is public, without anyone’s answers', async () => {
    const token = await signIn(api, 'Aria', contractAccessCode);
    await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    const answer = await fetchAnswer(`${api}/calendar/guild.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    const { events } = parseFeed(await answer.text());
    expect(events.length).toBeGreaterThan(10);
    expect(events.find((event) => event.uid.startsWith(`${tuesdayRaid}@`))!.summary).toBe('Wtorkowy rajd – Bursztynowy Świt');
    const again = await fetchAnswer(`${api}/calendar/guild.ics`, { headers: { 'if-none-match': answer.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('moved and cancelled nights (the raid leader’s changes)', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  afterEach(async () => {
    await directory.remove();
  });

  /** The feed service over a schedule the test edits, as the raid leader's tools will. */
  async function feedOver(raids: () => RaidInstance[]) {
    directory = await temporaryDirectory('feed');
    const db = openDatabase(directory.path);
    const service = {
      listRaids: () => raids(),
      rosters: () => raids().map((raid) => buildRoster(raid, [])),
    } as unknown as SignupService;
    const feeds = createFeedService({ db, service, config: guildWith(contractConfig), feedKey: Buffer.alloc(32, 7), now: clock.now });
    return { db, feeds };
  }

  const base = () => raidsInRange(contractConfig, { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' });

  it('keeps the UID and raises SEQUENCE each time a night moves, not when it stays', async () => {
    let raids = base();
    const { db, feeds } = await feedOver(() => raids);
    const first = parseFeed(feeds.guildFeed(undefined).body).events;
    expect(first.map((event) => event.sequence)).toEqual([0, 0]);
    expect(parseFeed(feeds.guildFeed(undefined).body).events.map((event) => event.sequence)).toEqual([0, 0]);

    const moved = (hours: number) => (raid: RaidInstance) =>
      raid.id === tuesdayRaid ? { ...raid, startUtc: new Date(Date.parse(raid.startUtc) + hours * 3_600_000).toISOString() } : raid;
    raids = base().map(moved(1));
    const second = parseFeed(feeds.guildFeed(undefined).body).events;
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
    expect(second.map((event) => event.sequence)).toEqual([1, 0]);
    expect(second[0]!.start).toBe('2026-03-03T20:00:00.000Z');
    raids = base().map(moved(2));
    expect(parseFeed(feeds.guildFeed(undefined).body).events.map((event) => event.sequence)).toEqual([2, 0]);
    db.close();
  });

  it('follows the raid leader’s revision count when the raid has one', async () => {
    const { db, feeds } = await feedOver(() => base().map((raid) => ({ ...raid, revision: 5 })));
    expect(parseFeed(feeds.guildFeed(undefined).body).events.map((event) => event.sequence)).toEqual([5, 5]);
    db.close();
  });

  it('marks a cancelled night STATUS:CANCELLED with the reason, in both feeds', async () => {
    const raids = () =>
      base().map((raid) => (raid.id === tuesdayRaid ? { ...raid, status: 'cancelled' as const, cancelReason: 'Za mało healerów' } : raid));
    const { db, feeds } = await feedOver(raids);
    const guild = new ICAL.Component(ICAL.parse(feeds.guildFeed(undefined).body)).getAllSubcomponents('vevent');
    expect(guild.map((event) => event.getFirstPropertyValue('status'))).toEqual(['CANCELLED', 'CONFIRMED']);
    expect(String(guild[0]!.getFirstPropertyValue('description'))).toContain('Odwołany: Za mało healerów');
    db.exec(
      `INSERT INTO accounts (nickname, raider_key, skeleton, password_hash, created_at) VALUES ('Aria', 'aria', 'aria', 'x', '2026-03-01')`,
    );
    const token = feeds.feeds.tokenFor('aria');
    const personal = parseFeed(feeds.personalFeed(token, undefined)!.body).events;
    expect(personal[0]!.status).toBe('CANCELLED');
    expect(personal[0]!.summary).toBe('[Odwołany] Wtorkowy rajd – Bursztynowy Świt');
    db.close();
  });
});
