import { afterEach, describe, expect, it } from 'vitest';
import { allByText, getButton, getByLabel, h1Text, textOf, typeInto } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { componentPassword, signIn, signInExisting } from './helpers/sign-in';
import { sampleGuild, type GuildConfig } from '../../src/data';
import { localDataKey } from '../../src/app/raid-api-source';
import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import type { RaidRole } from '../../src/domain/guild-config-types';
import { waitFor } from './helpers/wait-for';

async function signedInAs(nickname: string, route: string) {
  const mounted = mountApp({ route });
  await waitFor(() => expect(h1Text(mounted.target)).toBe('Zaloguj się'));
  await signIn(mounted.target, nickname);
  await waitFor(() => expect(h1Text(mounted.target)).not.toBe('Zaloguj się'));
  return mounted;
}

const nights = (target: HTMLElement) => [...target.querySelectorAll<HTMLLIElement>('[aria-labelledby="rp-raids-nights"] li')];

interface PastDateForm {
  /** The button that opens the form, the date field's label, the date typed, the submit button, the error. */
  open: string;
  field: string;
  date: string;
  submit: string;
  error: string;
}

/** Opens a row's date form, sends a past date and checks the API's error shows while the typed date stays. */
async function refusedPastDate(row: () => HTMLElement, { open, field, date, submit, error }: PastDateForm) {
  getButton(row(), open).click();
  await waitFor(() => getByLabel(row(), field));
  typeInto(getByLabel(row(), field), date);
  getButton(row(), submit).click();
  await waitFor(() => expect(textOf(row().querySelector('[role="alert"]'))).toContain(error));
  expect(getByLabel(row(), field).value).toBe(date);
}

describe('officers’ "Rajdy" page (demo store)', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('cancels a night only with a reason, keeps the typed reason on a refusal, and restores it', async () => {
    // The demo store's first account is its admin.
    const { target } = await signedInAs('Mistrz', '/raider/raids');
    await waitFor(() => expect(h1Text(target)).toBe('Rajdy'));
    expect(allByText(target, 'a', 'Rajdy')).toHaveLength(1);
    await waitFor(() => expect(nights(target).length, textOf(target)).toBeGreaterThan(0));
    const first = () => nights(target)[0]!;
    expect(textOf(first())).toContain('Zaplanowany');

    getButton(first(), 'Odwołaj').click();
    await waitFor(() => getByLabel(first(), 'Powód odwołania (wymagany)'));
    getButton(first(), 'Odwołaj rajd').click();
    await waitFor(() => expect(textOf(first().querySelector('[role="alert"]'))).toContain('Wpisz powód odwołania.'));

    // Longer than the API's limit: refused by the store, the text stays in the field.
    const tooLong = 'x'.repeat(121);
    const input = getByLabel(first(), 'Powód odwołania (wymagany)');
    input.removeAttribute('maxlength');
    typeInto(input, tooLong);
    getButton(first(), 'Odwołaj rajd').click();
    await waitFor(() => {
      const alert = textOf(first().querySelector('[role="alert"]'));
      expect(alert).toContain('120');
      expect(alert).not.toContain('Wpisz powód odwołania.');
    });
    expect(getByLabel(first(), 'Powód odwołania (wymagany)').value).toBe(tooLong);

    typeInto(getByLabel(first(), 'Powód odwołania (wymagany)'), 'Wigilia – nie gramy');
    getButton(first(), 'Odwołaj rajd').click();
    await waitFor(() => expect(textOf(first())).toContain('Odwołany: Wigilia – nie gramy'));
    expect(textOf(first().querySelector('h3 s'))).toBe(textOf(first().querySelector('h3')));

    await waitFor(() => expect(getButton(first(), 'Przywróć').getAttribute('aria-disabled')).toBeNull());
    getButton(first(), 'Przywróć').click();
    await waitFor(() => expect(textOf(first())).toContain('Zaplanowany'));
    expect(textOf(first())).not.toContain('Wigilia – nie gramy');
  });

  it('moves a night and shows the API’s Polish error for a date in the past next to the form', async () => {
    const { target } = await signedInAs('Mistrz', '/raider/raids');
    await waitFor(() => expect(nights(target).length).toBeGreaterThan(0));
    const first = () => nights(target)[0]!;
    await refusedPastDate(first, {
      open: 'Przenieś',
      field: 'Nowa data',
      date: '2020-01-01',
      submit: 'Przenieś rajd',
      error: 'Ten termin już minął',
    });
  });

  it('ends a weekly series on a chosen last night, with the API’s error for a date already past', async () => {
    const { target } = await signedInAs('Mistrz', '/raider/raids');
    const series = () => [...target.querySelectorAll<HTMLLIElement>('[aria-labelledby="rp-raids-series"] li')];
    await waitFor(() => expect(series().length).toBeGreaterThan(0));
    const first = () => series()[0]!;
    await refusedPastDate(first, {
      open: 'Zakończ serię',
      field: 'Data ostatniego wieczoru',
      date: '2000-01-01',
      submit: 'Zapisz koniec serii',
      error: 'Seria nie może skończyć się',
    });
    typeInto(getByLabel(first(), 'Data ostatniego wieczoru'), '2099-12-31');
    getButton(first(), 'Zapisz koniec serii').click();
    await waitFor(() => expect(textOf(first())).toContain('ostatni wieczór 2099-12-31'));
  });

  it('shows "Brak dostępu" to a raider', async () => {
    const { target } = await signedInAs('Mistrz', '/raider');
    getButton(target, 'Wyloguj się').click();
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    await signIn(target, 'Kasia');
    await waitFor(() => expect(h1Text(target)).toBe('Przegląd'));
    expect(allByText(target, 'a', 'Rajdy')).toHaveLength(0);
  });

  it('shows each night’s fill and who has not answered, and saves several roster decisions at once, telling who moves out first', async () => {
    // Every night has 10 places (2 tanks, 3 healers, 2 melee, 3 ranged): a full raid takes 10 answers.
    const weekly = sampleGuild.schedule.weekly.map((series) => ({ ...series, size: 10 as const }));
    const guild: GuildConfig = { ...sampleGuild, schedule: { ...sampleGuild.schedule, weekly, oneOff: [] } };
    const api = createLocalRaidApi({ store: createLocalStore({ key: localDataKey }), config: () => guild, firstAccountAdmin: true });
    await api.createAccount({ nickname: 'Mistrz', password: componentPassword });
    const now = Date.now();
    const raids = await api.listRaids({
      from: new Date(now + 86_400_000).toISOString(),
      to: new Date(now + 15 * 86_400_000).toISOString(),
    });
    const raid = raids.find((one) => one.status === 'scheduled')!;
    const roles: Array<[string, RaidRole]> = [
      ['Tank1', 'tank'],
      ['Tank2', 'tank'],
      ['Heal1', 'healer'],
      ['Heal2', 'healer'],
      ['Heal3', 'healer'],
      ['Melee1', 'melee'],
      ['Melee2', 'melee'],
      ['Range1', 'ranged'],
      ['Range2', 'ranged'],
      ['Range3', 'ranged'],
      ['Heal4', 'healer'],
    ];
    for (const [nickname, role] of roles) {
      const { token } = await api.createAccount({ nickname, password: componentPassword });
      await api.saveSignup(token, raid.id, {
        status: 'accepted',
        role,
        ...(nickname === 'Heal4' ? { note: 'Mogę też grać wręcz' } : {}),
      });
    }

    const mounted = mountApp({ route: '/raider/raids', guild });
    const { target } = mounted;
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    await signInExisting(target, 'Mistrz');
    await waitFor(() => expect(h1Text(target)).toBe('Rajdy'));
    const night = () => target.querySelector<HTMLElement>(`li[aria-labelledby="rp-night-${raid.id}-title"]`)!;
    await waitFor(() => expect(textOf(night())).toContain('Bez odpowiedzi: 1'));
    expect(textOf(night())).toContain('Skład 10/10');
    expect(textOf(night())).toContain('Uzdrowiciel 3/3');
    expect(textOf(night().querySelector('details'))).toContain('Mistrz');

    getButton(night(), 'Skład').click();
    const row = (nickname: string) => night().querySelector<HTMLElement>(`[role="group"][aria-label="Decyzja: ${nickname}"]`)!;
    await waitFor(() => expect(row('Heal4')).not.toBeNull());
    expect(textOf(row('Heal4'))).toContain('rezerwa – miejsce 1: rola Uzdrowiciel ma już komplet');
    expect(textOf(row('Heal4'))).toContain('Notatka: Mogę też grać wręcz');
    const choose = (nickname: string, field: 'decision' | 'role', value: string) => {
      const select = row(nickname).querySelector<HTMLSelectElement>(`select[name^="${field}-"]`)!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };

    // Two decisions, one save: a tank to the bench frees the place the confirmed healer takes.
    choose('Tank2', 'decision', 'bench');
    choose('Heal4', 'decision', 'confirmed');
    getButton(night(), 'Zapisz zmiany w składzie').click();
    await waitFor(() => expect(textOf(night())).toContain('Uzdrowiciel 4/3'));
    expect(textOf(night())).toContain('Tank 1/2 (brakuje)');
    expect(textOf(night())).toContain('Skład 10/10');
    expect(textOf(row('Tank2'))).toContain('na ławce');
    expect(textOf(target)).toContain('Zapisano skład');

    // The raid is full: taking the tank off the bench moves the last raider placed by the rule out, said before saving.
    choose('Tank2', 'decision', 'confirmed');
    getButton(night(), 'Zapisz zmiany w składzie').click();
    await waitFor(() =>
      expect(textOf(night().querySelector('[role="alert"]'))).toContain('Zapisanie przeniesie na listę rezerwową: Range3'),
    );
    expect(textOf(row('Range3'))).toContain('w składzie automatycznie');
    getButton(night(), 'Zapisz mimo to').click();
    await waitFor(() => expect(textOf(row('Range3'))).toContain('rezerwa – miejsce 1: skład jest pełny, a lider potwierdził'));
    expect(textOf(night())).toContain('Tank 2/2');
    expect(
      (await api.auditLog((await api.signIn({ nickname: 'Mistrz', password: componentPassword })).token, 3)).map((entry) => entry.target),
    ).toEqual([`${raid.id} Tank2`, `${raid.id} Heal4`, `${raid.id} Tank2`]);
  });
});
