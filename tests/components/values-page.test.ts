import { afterEach, describe, expect, it } from 'vitest';
import { scheduleConfig } from '../unit/helpers/schedule-config';
import { h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';

/** The values page speaks for the guild only with the guild's own words and its own count of values. */
describe('values page', { timeout: 20_000 }, () => {
  afterEach(() => cleanupApps());

  it("leads with the guild's valuesLead, else a neutral sentence whatever the number of values", async () => {
    const values = [
      { title: 'Cisza', text: 'Na kanale mówi lider.' },
      { title: 'Humor', text: 'Po wipe żartujemy.' },
    ];
    const own = mountApp({
      route: '/values',
      guild: scheduleConfig({ name: 'Srebrna Gwardia', values, valuesLead: 'Dwie zasady Srebrnej Gwardii, spisane w 2019.' }),
    });
    await waitFor(() => expect(h1Text(own.target)).toBe('Nasze wartości'));
    expect(textOf(own.target.querySelector('h1 ~ p'))).toBe('Dwie zasady Srebrnej Gwardii, spisane w 2019.');
    cleanupApps();
    const silent = mountApp({ route: '/values', guild: scheduleConfig({ values }) });
    await waitFor(() => expect(h1Text(silent.target)).toBe('Nasze wartości'));
    expect(textOf(silent.target.querySelector('h1 ~ p'))).toBe('Zasady, na których opiera się Bursztynowy Świt.');
  });
});
