import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBoundedText } from '../../server/imports/bounded-body';
import { wowPack } from '../../src/domain/game/wow-pack';
import { raidHelperAnswers, raidHelperRaid, raidHelperRole } from '../../src/domain/raid-helper/raid-helper-answers';
import type { RaidHelperEvent } from '../../src/domain/raid-helper/raid-helper-event';

describe("Raid-Helper's classes and roles through the game pack", () => {
  // Each role with the `class/spec` pairs Raid-Helper writes that read as it; `unknown`: no role.
  const readAs = {
    tank: ['Tank/Protection', 'Warrior/Protection', 'DeathKnight/Blood'],
    healer: ['Healers/', 'Paladin/Holy1'],
    melee: ['Melee/Fury', 'Warrior/Arms', 'Death Knight/Frost1', 'Hunter/Survival'],
    ranged: ['Ranged/Fire', 'Mage/', '/Marksmanship'],
    unknown: ['Dps/Frost', 'Druid/', 'Bard/Lute'],
  };
  it.each(
    Object.entries(readAs).flatMap(([role, pairs]) =>
      pairs.map((pair) => [...(pair.split('/') as [string, string]), role === 'unknown' ? undefined : role] as const),
    ),
  )('%s / %s → %s', (className, specName, role) => {
    expect(raidHelperRole(className, specName, wowPack)).toBe(role);
  });

  const event: RaidHelperEvent = { id: '7', title: '  Noc w Nerub-ar  ', startTime: Date.parse('2026-07-01T18:30:00Z') / 1000 };
  const signUp = (id: string, userId: string, className: string, entryTime: number) => ({
    id,
    userId,
    name: 'Kasia',
    className,
    specName: '',
    status: 'primary',
    entryTime,
  });

  it("takes a member's last button as their answer, keeping every sign-up id", () => {
    const members = raidHelperAnswers(
      event,
      [signUp('1', '11111', 'Tank', 100), signUp('2', '22222', 'Late', 50), signUp('3', '11111', 'Absence', 200)],
      wowPack,
    );
    expect(members.map(({ answer, signUpIds }) => [answer.userId, answer.status, signUpIds])).toEqual([
      ['22222', 'late', ['2']],
      ['11111', 'absent', ['1', '3']],
    ]);
  });

  it('makes an event a one-off raid in the guild’s time zone, sized for everyone coming', () => {
    expect(raidHelperRaid({ ...event, endTime: event.startTime + 150 * 60 }, 'Europe/Warsaw', 21)).toEqual({
      id: 'rh-7',
      title: 'Noc w Nerub-ar',
      date: '2026-07-01',
      start: '20:30',
      durationMinutes: 150,
      size: 25,
      difficulty: 'normalny',
    });
    expect(raidHelperRaid({ ...event, title: '' }, 'Europe/Warsaw', 40)).toMatchObject({
      title: 'Rajd z Raid-Helpera',
      durationMinutes: 180,
      size: 30,
    });
  });
});

describe('an answer read no further than its limit', () => {
  it('reads one within the limit and refuses one past it', async () => {
    expect(await readBoundedText(new Response('{"a":1}'), 10)).toBe('{"a":1}');
    await expect(readBoundedText(new Response('x'.repeat(11)), 10)).rejects.toBeInstanceOf(BodyTooLargeError);
    const endless = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(new Uint8Array(1024)) });
    await expect(readBoundedText(new Response(endless), 64 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
