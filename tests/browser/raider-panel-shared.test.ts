import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { startSiteServer } from '../bench/speed/site-server';
import { launchChromiumForFile } from './per-file';
import { baseUrl, hostPage, openPage, submitAccountForm } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
/** Servers started by a test, stopped even when the test fails. */
const serverStops: Array<() => Promise<void>> = [];
afterAll(() => Promise.all(serverStops.splice(0).map((stop) => stop())));

const uniqueNickname = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

async function signInAt(scope: Page | Locator, nickname: string): Promise<void> {
  await submitAccountForm(scope, nickname);
  await scope.getByText(`Zalogowano jako ${nickname}`).waitFor();
}

const answerButton = /^(Odpowiedz|Zmień odpowiedź)$/;

/**
 * The last raid on the signups page that takes answers: far enough ahead that no other test answers it.
 * Pinned by position, because its button's name changes while its form is open.
 */
async function lastCard(scope: Page | Locator): Promise<Locator> {
  const cards = scope.locator('article[aria-label]');
  await cards.first().waitFor();
  for (let index = (await cards.count()) - 1; index >= 0; index -= 1) {
    if ((await cards.nth(index).getByRole('button', { name: answerButton }).count()) > 0) return cards.nth(index);
  }
  throw new Error('no raid takes answers');
}

async function answer(card: Locator, status: string, role: string): Promise<void> {
  await card.getByRole('button', { name: answerButton }).click();
  await card.getByRole('radio', { name: status, exact: true }).check();
  await card.getByRole('radio', { name: role, exact: true }).check();
  await card.getByRole('button', { name: 'Zapisz odpowiedź' }).click();
  await card.getByRole('button', { name: 'Zmień odpowiedź' }).waitFor();
}

async function raiderAtSignups(nickname: string, site = baseUrl()) {
  const opened = await openPage(browser);
  await opened.page.goto(`${site}/#/raider/signups`);
  await signInAt(opened.page, nickname);
  await lastCard(opened.page);
  return opened;
}

const answerLine = (card: Locator) => card.locator('p').filter({ hasText: 'Twoja odpowiedź:' }).innerText();

describe('the raider panel on the guild server', () => {
  test('raiders in two browsers share one roster (npm start), and a withdrawal promotes the first in reserve', async () => {
    const server = await startSiteServer((stop) => serverStops.push(stop));
    // The sample guild's raids take 2 tanks: the third tank waits in the reserve.
    const nicknames = [uniqueNickname('Tank-A'), uniqueNickname('Tank-B'), uniqueNickname('Tank-C')];
    const raiders = [];
    for (const nickname of nicknames) {
      const raider = await raiderAtSignups(nickname, server.url);
      await answer(await lastCard(raider.page), 'Będę', 'Tank');
      raiders.push(raider);
    }
    const [first, , third] = raiders as [Awaited<ReturnType<typeof raiderAtSignups>>, unknown, Awaited<ReturnType<typeof raiderAtSignups>>];
    expect(await answerLine(await lastCard(third.page))).toContain('lista rezerwowa – miejsce 1');

    // The first raider sees the others' signups after a refresh.
    await first.page.reload();
    const firstCard = await lastCard(first.page);
    await firstCard.locator('summary').click();
    await expect.poll(() => firstCard.getByRole('region', { name: /^Tank:/ }).innerText()).toContain(nicknames[1]);
    expect(await firstCard.getByRole('region', { name: /^Lista rezerwowa/ }).innerText()).toContain(`1. ${nicknames[2]}`);

    await answer(firstCard, 'Nie będę', 'Tank');
    await third.page.reload();
    const thirdCard = await lastCard(third.page);
    await expect.poll(() => answerLine(thirdCard)).toContain('w składzie');
    for (const raider of raiders) {
      expect(raider.errors).toEqual([]);
      await raider.context.close();
    }
  });

  test('a failed save rolls back with an error, keeps what was typed, and a retry saves it', async () => {
    const { page, context } = await raiderAtSignups(uniqueNickname('Retry'));
    await page.route('**/api/raids/*/signup', (route) => route.abort('connectionrefused'));
    const card = await lastCard(page);
    await card.getByRole('button', { name: 'Odpowiedz' }).click();
    await card.getByRole('radio', { name: 'Będę', exact: true }).check();
    await card.getByRole('radio', { name: 'Uzdrowiciel', exact: true }).check();
    await card.getByLabel('Notatka dla lidera (opcjonalnie)').fill('Zabiorę flaszki');
    await card.getByRole('button', { name: 'Zapisz odpowiedź' }).click();

    await card.getByRole('alert').filter({ hasText: 'Nie zapisano' }).waitFor();
    await page.getByText('Nie zapisano', { exact: true }).waitFor();
    expect(await card.innerText()).toContain('Brak odpowiedzi');
    expect(await card.getByLabel('Notatka dla lidera (opcjonalnie)').inputValue()).toBe('Zabiorę flaszki');
    expect(await card.getByRole('radio', { name: 'Uzdrowiciel', exact: true }).isChecked()).toBe(true);

    await page.unroute('**/api/raids/*/signup');
    await card.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect.poll(() => answerLine(card)).toContain('Będę');
    expect(await answerLine(card)).toContain('Uzdrowiciel');
    await context.close();
  });

  test('a saved signup reaches a listener on the host document as raider-panel:signup', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await page.evaluate(() => customElements.whenDefined('raider-panel'));
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { signups: unknown[] }).signups = seen;
      document.addEventListener('raider-panel:signup', (event) => seen.push((event as CustomEvent).detail));
      (document.querySelector('raider-panel') as HTMLElement & { navigate(path: string): void }).navigate('/raider/signups');
    });
    const widget = page.locator('raider-panel');
    await signInAt(widget, uniqueNickname('Zdarzenie'));
    const card = await lastCard(widget);
    await answer(card, 'Może', 'Z dystansu');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { signups: unknown[] }).signups))
      .toEqual([{ raidId: expect.stringMatching(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}$/), status: 'tentative', role: 'ranged' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the local demo store', () => {
  const demoPage = (page: Page) =>
    hostPage(
      page,
      `${baseUrl()}/examples/demo-test.html`,
      `<raider-panel api="local" route="/raider/signups"></raider-panel><script src="${baseUrl()}/raider-panel.js" async></script>`,
    );

  test('shows its demo badge, and resets corrupt stored data with a notice instead of crashing', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.addInitScript(() =>
      localStorage.setItem('raider-panel:local-data', '{"version":1,"signups":[{"role":"<img onerror=alert(1)>"'),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await demoPage(page);
    const widget = page.locator('raider-panel');
    await signInAt(widget, uniqueNickname('Demo'));
    const notice = widget.getByRole('note', { name: 'Tryb demonstracyjny' });
    await expect.poll(() => notice.innerText()).toContain('tylko w tej przeglądarce');
    expect(await notice.innerText()).toContain('były uszkodzone');
    expect(warnings.filter((warning) => warning.startsWith('[raider-panel]'))).toHaveLength(1);
    const card = await lastCard(widget);
    await answer(card, 'Będę', 'Wręcz');
    expect(await answerLine(card)).toContain('Wręcz');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('falls back to memory with a visible notice when storage refuses to write', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await demoPage(page);
    const widget = page.locator('raider-panel');
    await signInAt(widget, uniqueNickname('Prywatny'));
    await expect
      .poll(() => widget.getByRole('note', { name: 'Tryb demonstracyjny' }).innerText())
      .toContain('nie pozwala zapisywać danych');
    const card = await lastCard(widget);
    await answer(card, 'Spóźnię się', 'Tank');
    expect(await answerLine(card)).toContain('Spóźnię się');
    expect(errors).toEqual([]);
    await context.close();
  });
});
