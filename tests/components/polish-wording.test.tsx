import { afterEach, describe, expect, it } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { buildRoster } from '../../src/domain/raids/roster';
import type { Signup } from '../../src/domain/raids/signup-types';
import { RosterView } from '../../src/pages/raider-board/RosterView';
import { wowPack } from '../../src/domain/game/wow-pack';
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

  it("names a roster entry's character with its class and spec in Polish, the class shown with its badge", () => {
    const signup = (raider: string): Signup => ({
      raidId: 'r',
      raider,
      status: 'accepted',
      role: 'tank',
      sequence: raider.length,
      updatedAt: '2026-11-01T00:00:00Z',
    });
    const built = buildRoster({ id: 'r', size: 10, roleTargets: sampleGuild.roleTargets['10'] }, [signup('Mirabelka'), signup('Ola')]);
    const character = { id: '1', name: 'Mira', classId: 'paladin', specId: 'protection' };
    const roster = { ...built, byRole: { ...built.byRole, tank: [{ ...built.byRole.tank[0]!, character }, built.byRole.tank[1]!] } };
    const harness = renderInInstance(<RosterView roster={roster} pack={wowPack} />);
    harnesses.push(harness);
    const text = textOf(harness.container);
    expect(text).toContain('Ola Mira paladyn, ochrona');
    // Without a character: the nickname alone.
    expect(text).toContain('Mirabelka automatycznie');
    expect(harness.container.querySelector('svg path')?.getAttribute('d')).toBe(wowPack.classes[1]!.icon);
  });
});
