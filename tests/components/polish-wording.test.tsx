import { afterEach, describe, expect, it } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { buildRoster } from '../../src/domain/raids/roster';
import type { Signup } from '../../src/domain/raids/signup-types';
import { RosterView } from '../../src/pages/raider-board/RosterView';
import { textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { renderInInstance, type InstanceHarness } from './helpers/render-in-instance';
import { waitForElement } from './helpers/wait-for';

/** What the pages write for every raider: the hero's own alt, the zone in Polish, no repeated nick. */
const harnesses: InstanceHarness[] = [];
afterEach(() => {
  for (const harness of harnesses.splice(0)) harness.cleanup();
  cleanupApps();
});

describe('Polish on the pages', () => {
  it("gives the hero image the config's alt and names the guild's zone in the footer", async () => {
    const { target } = mountApp({ route: '/' });
    const hero = await waitForElement<HTMLImageElement>(target, '#rp-main img');
    expect(hero.getAttribute('alt')).toBe(sampleGuild.images.hero.alt);
    expect(textOf(target.querySelector('footer'))).toContain('Godziny rajdów: czas polski');
    expect(textOf(target.querySelector('footer'))).not.toContain('Europe/Warsaw');
  });

  it('does not repeat a nickname that is also the character name', () => {
    const signup = (raider: string, characterName: string): Signup =>
      ({
        raidId: 'r',
        raider,
        status: 'accepted',
        role: 'tank',
        characterName,
        characterClass: 'Paladyn',
        sequence: raider.length,
        updatedAt: '2026-11-01T00:00:00Z',
      }) as Signup;
    const roster = buildRoster({ id: 'r', size: 10, roleTargets: sampleGuild.roleTargets['10'] }, [
      signup('Żelaznoręki', 'Żelaznoręki'),
      signup('Mirabelka', 'Mira'),
    ]);
    const harness = renderInInstance(<RosterView roster={roster} />);
    harnesses.push(harness);
    const text = textOf(harness.container);
    expect(text).toContain('Żelaznoręki (Paladyn)');
    expect(text).toContain('Mirabelka (Mira, Paladyn)');
  });
});
