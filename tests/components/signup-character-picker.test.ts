import { afterEach, describe, expect, it } from 'vitest';
import { getButton, h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { componentPassword, signInExisting } from './helpers/sign-in';
import { sampleGuild } from '../../src/data';
import { localDataKey } from '../../src/app/raid-api-source';
import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import { waitFor } from './helpers/wait-for';

const demoApi = () =>
  createLocalRaidApi({ store: createLocalStore({ key: localDataKey }), config: () => sampleGuild, firstAccountAdmin: true });

/** Kasia's account in the demo store, with the characters given (the first is her main). */
async function raiderWith(characters: Array<{ name: string; classId: string; specId: string }>) {
  const api = demoApi();
  await api.createAccount({ nickname: 'Mistrz', password: componentPassword });
  const { token } = await api.createAccount({ nickname: 'Kasia', password: componentPassword });
  const added = [];
  for (const character of characters) added.push(await api.addCharacter(token, character));
  return { api, token, added };
}

/** Signs in on the signups page and opens the first card's answer form. */
async function openFirstForm() {
  const { target } = mountApp({ route: '/raider/signups' });
  await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
  await signInExisting(target, 'Kasia');
  const card = () => [...target.querySelectorAll<HTMLElement>('article')].find((one) => allButtons(one, 'Odpowiedz') === 1)!;
  await waitFor(() => expect(card(), textOf(target)).toBeDefined());
  const article = card();
  getButton(article, 'Odpowiedz').click();
  const form = await waitFor(() => {
    const found = article.querySelector<HTMLFormElement>('form[aria-label="Twoja odpowiedź na rajd"]');
    expect(found, textOf(article)).not.toBeNull();
    return found!;
  });
  return { target, article, form };
}

const allButtons = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].filter((button) => textOf(button) === text).length;

const picker = (form: HTMLElement) => {
  const label = [...form.querySelectorAll('label')].find((one) => textOf(one) === 'Postać');
  return label ? form.querySelector<HTMLSelectElement>(`[id="${label.htmlFor}"]`) : null;
};
const checkedRole = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input[name$="-role"]:checked')?.value;

describe('answer form: the character picker (demo store)', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('lists the characters with the main preselected; an alt sets its role and the save names it', async () => {
    const { api, token, added } = await raiderWith([
      { name: 'Lunaria', classId: 'druid', specId: 'restoration' },
      { name: 'Grimbolt', classId: 'warrior', specId: 'protection' },
    ]);
    const { article, form } = await openFirstForm();
    await waitFor(() => expect(picker(form)).not.toBeNull());
    const select = picker(form)!;
    expect([...select.options].map((option) => option.text)).toEqual(['Lunaria · druid · odnowa', 'Grimbolt · wojownik · ochrona']);
    expect(select.value).toBe(added[0]!.id);
    // A new answer takes the main's spec role.
    await waitFor(() => expect(checkedRole(form)).toBe('healer'));

    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, added[1]!.id);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(checkedRole(form)).toBe('tank'));
    form.querySelector<HTMLInputElement>('input[name$="-status"][value="accepted"]')!.click();
    // Preact renders the chosen answer on the next task; the button then sends it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    getButton(form, 'Zapisz odpowiedź').click();
    await waitFor(() => expect(article.querySelector('form'), textOf(article)).toBeNull());

    const raidId = form.querySelector<HTMLInputElement>('input[name$="-status"]')!.name.replace(/^rp-signup-|-status$/g, '');
    const mine = await api.mySignups(token, {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    });
    expect(mine.find((one) => one.raidId === raidId)).toMatchObject({ status: 'accepted', role: 'tank', characterId: added[1]!.id });
  });

  it('without characters: no picker, and a link to Konto to add one', async () => {
    await raiderWith([]);
    const { form } = await openFirstForm();
    const link = await waitFor(() => {
      const found = [...form.querySelectorAll('a')].find((one) => textOf(one) === 'Dodaj postać w Koncie, by zapisywać się nią');
      expect(found, textOf(form)).toBeDefined();
      return found!;
    });
    expect(link.getAttribute('href')).toContain('/raider/account');
    expect(picker(form)).toBeNull();
  });
});
