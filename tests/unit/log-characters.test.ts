import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentOutcome, otherHolder, validateCharacterAssignment } from '../../src/domain/characters/character-assignment';
import type { Character } from '../../src/domain/characters/character-types';
import { wowPack } from '../../src/domain/game/wow-pack';
import { parseAttendanceEntries } from '../../src/domain/raids/attendance';
import { attendanceMessages } from '../../src/domain/raids/attendance-terms';
import { logGameClass } from '../../src/domain/raids/log-game-class';
import {
  compareRaidLog,
  withAssignedCharacter,
  type LoggedCharacter,
  type PlannedPlace,
  type RaidLogReport,
} from '../../src/domain/raids/raid-log';
import { RaidApiError } from '../../src/domain/raid-api-error';

const minutes = (count: number) => count * 60_000;
const logStart = Date.parse('2026-03-03T18:50:00Z');

/** One boss fight from the first pull with every actor in it, plus a late one for `late` actors. */
function reportOf(
  players: ReadonlyArray<{ name: string; server?: string; late?: boolean; subType?: string; icon?: string }>,
): RaidLogReport {
  const actors = players.map((player, index) => ({ id: index + 1, ...player }));
  return {
    code: 'a1B2c3D4e5F6g7H8',
    startTime: logStart,
    endTime: logStart + minutes(120),
    fights: [
      {
        id: 1,
        startTime: minutes(10),
        endTime: minutes(15),
        encounterID: 2902,
        friendlyPlayers: actors.filter((a) => !a.late).map((a) => a.id),
      },
      { id: 2, startTime: minutes(50), endTime: minutes(55), encounterID: 2902, friendlyPlayers: actors.map((a) => a.id) },
    ],
    actors,
  };
}

const character = (name: string, realm?: string): Character => ({
  id: name,
  name,
  classId: 'warrior',
  specId: 'fury',
  main: true,
  ...(realm && { realm }),
});

describe("the log's class and spec in the guild's game", () => {
  it.each([
    [
      { subType: 'DeathKnight', icon: 'DeathKnight-Frost' },
      { classId: 'death-knight', specId: 'frost' },
    ],
    [
      { subType: 'Hunter', icon: 'Hunter-BeastMastery' },
      { classId: 'hunter', specId: 'beast-mastery' },
    ],
    [
      { subType: 'DemonHunter', icon: 'DemonHunter-Havoc' },
      { classId: 'demon-hunter', specId: 'havoc' },
    ],
    // The spec not known: the class alone.
    [{ subType: 'Priest', icon: 'Priest' }, { classId: 'priest' }],
    [{ subType: 'Warrior', icon: 'Warrior-Nonsense' }, { classId: 'warrior' }],
    [{ icon: 'Mage-Fire' }, { classId: 'mage', specId: 'fire' }],
    // What the pack does not have, or nothing at all.
    [{ subType: 'Unknown', icon: 'Unknown' }, {}],
    [{ subType: null, icon: null }, {}],
    [{}, {}],
  ])('%j → %j', (actor, expected) => {
    expect(logGameClass(wowPack, actor)).toEqual(expected);
  });
});

describe('characters of nobody in the comparison', () => {
  it('lists each once, with its realm, class, spec and when it was first seen', () => {
    const report = reportOf([
      { name: 'Gromek', server: 'Tarren Mill', subType: 'Warrior', icon: 'Warrior-Fury' },
      { name: 'Zbyszek', server: 'Tarren Mill', late: true, subType: 'Priest', icon: 'Priest' },
      // A relog: the same character listed twice.
      { name: 'GROMEK', server: 'TarrenMill', late: true },
    ]);
    const comparison = compareRaidLog({ plan: [{ nickname: 'Grom', planned: 'roster' }], characters: [], report, game: wowPack });
    expect(comparison.unmatched).toEqual(['Gromek', 'GROMEK', 'Zbyszek']);
    expect(comparison.unassigned).toEqual([
      {
        name: 'Gromek',
        realm: 'Tarren Mill',
        classId: 'warrior',
        specId: 'fury',
        seen: 'present',
        firstSeenAt: new Date(logStart + minutes(10)).toISOString(),
      },
      {
        name: 'Zbyszek',
        realm: 'Tarren Mill',
        classId: 'priest',
        seen: 'late',
        firstSeenAt: new Date(logStart + minutes(50)).toISOString(),
      },
    ]);
    // Without the game, no class is guessed.
    expect(compareRaidLog({ plan: [], characters: [], report }).unassigned[0]).not.toHaveProperty('classId');
  });
});

describe('issue 48: 11 raiders, three of them not found by the log', () => {
  // Eight keep the character they play; Grom and zbyszek77 keep none (matched by nickname), Ania keeps another.
  const playing = ['Ada', 'Bogna', 'Cyryl', 'Dorota', 'Ewa', 'Filip', 'Gosia', 'Henryk'];
  const plan = [...playing, 'Grom', 'zbyszek77', 'Ania'].map((nickname) => ({ nickname, planned: 'roster' as PlannedPlace }));
  const owned: LoggedCharacter[] = [...playing.map((nickname) => ({ nickname, name: nickname })), { nickname: 'Ania', name: 'Aniela' }];
  const report = reportOf([...playing, 'Gromek', 'Zbyszek', 'Anielka'].map((name) => ({ name, server: 'Tarren Mill' })));
  const absent = (comparison: ReturnType<typeof compareRaidLog>) =>
    comparison.rows.filter((row) => row.seen === 'absent').map((row) => row.nickname);

  it('marks 3 of 11 absent before, none once their characters are assigned, and the next import asks nothing', () => {
    const before = compareRaidLog({ plan, characters: owned, report });
    expect(absent(before)).toEqual(['Grom', 'zbyszek77', 'Ania']);
    expect(before.unassigned.map((one) => one.name)).toEqual(['Anielka', 'Gromek', 'Zbyszek']);

    const choices: Record<string, string> = { Gromek: 'Grom', Zbyszek: 'zbyszek77', Anielka: 'Ania' };
    let sheet = before;
    for (const one of before.unassigned) sheet = withAssignedCharacter(sheet, choices[one.name]!, one);
    expect(absent(sheet)).toEqual([]);
    expect([sheet.unassigned, sheet.unmatched]).toEqual([[], []]);

    const assigned = Object.entries(choices).map(([name, nickname]) => ({ nickname, name, realm: 'Tarren Mill' }));
    const next = compareRaidLog({ plan, characters: [...owned, ...assigned], report });
    expect(absent(next)).toEqual([]);
    expect([next.unassigned, next.unmatched]).toEqual([[], []]);
    // What the sheet showed after the assignments is what the next import says.
    expect(next.rows).toEqual(sheet.rows);
  });
});

describe('giving a log character to a raider', () => {
  const everyone = [
    { raiderKey: 'grom', character: character('Gromek', 'Tarren Mill') },
    { raiderKey: 'ada', character: character('Ada') },
  ];

  it("is the raider's own when they have it, refused when another has it, new otherwise", () => {
    expect(assignmentOutcome(everyone, 'grom', { name: 'gromek', realm: 'TarrenMill' })).toEqual({
      kind: 'theirs',
      character: everyone[0]!.character,
    });
    expect(assignmentOutcome(everyone, 'ada', { name: 'GROMEK' })).toEqual({ kind: 'taken', ownerKey: 'grom' });
    expect(assignmentOutcome(everyone, 'ada', { name: 'Gromek', realm: 'Silvermoon' })).toEqual({ kind: 'new' });
    // Ada's character without a realm is the log's Ada on any realm.
    expect(assignmentOutcome(everyone, 'grom', { name: 'Ada', realm: 'Silvermoon' })).toEqual({ kind: 'taken', ownerKey: 'ada' });
  });

  it("finds another raider's character for a new or renamed one, leaving out clashes the renamed one already had", () => {
    // Kept from before the rule: both have Gromek on Tarren Mill.
    const kept = [...everyone, { raiderKey: 'ada', character: character('Gromek', 'Tarren Mill') }];
    expect(otherHolder(kept, 'ada', { name: 'GROMEK', realm: 'tarren mill' })).toBe('grom');
    expect(otherHolder(kept, 'ada', { name: 'Gromek', realm: 'Silvermoon' })).toBeUndefined();
    // Ada's own Gromek does not make a new one without a realm hers: the log would take Grom's too.
    expect(otherHolder(kept, 'ada', { name: 'Gromek' })).toBe('grom');
    // Renamed: the old clash stays changeable (`gromek`), a new one is refused (Ada's Gromek on any realm).
    const before = { name: 'Gromek', realm: 'Tarren Mill' };
    expect(otherHolder(kept, 'ada', { name: 'gromek', realm: 'Tarren Mill' }, before)).toBeUndefined();
    expect(otherHolder(kept, 'grom', { name: 'Ada', realm: 'Silvermoon' }, before)).toBe('ada');
  });

  it('takes the character as the log showed it, refusing a bad field by name', () => {
    expect(validateCharacterAssignment({ name: ' Gromek ', realm: 'Tarren Mill', classId: 'warrior', specId: 'fury' })).toEqual({
      ok: true,
      value: { name: 'Gromek', realm: 'Tarren Mill', classId: 'warrior', specId: 'fury' },
    });
    for (const [input, field] of [
      [{ classId: 'warrior', specId: 'fury' }, 'name'],
      [{ name: 'Gro<m>', classId: 'warrior', specId: 'fury' }, 'name'],
      [{ name: 'Gromek', classId: '', specId: 'fury' }, 'classId'],
      [{ name: 'Gromek', classId: 'warrior' }, 'specId'],
      [{ name: 'Gromek', classId: 'warrior', specId: 'fury', main: true }, 'main'],
      ['Gromek', 'input'],
    ] as const) {
      const checked = validateCharacterAssignment(input);
      expect(checked.ok ? [] : Object.keys(checked.errors)).toContain(field);
    }
  });

  /** Names a report may hold: distinct, so each actor is one character. */
  const names = fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,7}$/), {
    minLength: 1,
    maxLength: 8,
    selector: (name) => name.toLowerCase(),
  });

  it('makes the log find the raider by it, as the sheet showed right after (property)', () => {
    fc.assert(
      fc.property(
        names,
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.constantFrom<PlannedPlace>('roster', 'bench', 'absence', 'none'),
        fc.nat(),
        (characterNames, late, planned, pick) => {
          const report = reportOf(characterNames.map((name, index) => ({ name, server: 'Tarren Mill', late: late[index] })));
          const plan = [{ nickname: 'Raider1', planned }];
          const before = compareRaidLog({ plan, characters: [{ nickname: 'Raider1', name: 'Raider1' }], report });
          const chosen = before.unassigned[pick % before.unassigned.length]!;
          const everyone = [{ raiderKey: 'raider1', character: character('Raider1') }];
          expect(assignmentOutcome(everyone, 'raider1', chosen).kind).toBe('new');

          const sheet = withAssignedCharacter(before, 'Raider1', chosen);
          const next = compareRaidLog({
            plan,
            characters: [
              { nickname: 'Raider1', name: 'Raider1' },
              { nickname: 'Raider1', ...chosen },
            ],
            report,
          });
          expect(next.rows).toEqual(sheet.rows);
          expect(next.unassigned).toEqual(sheet.unassigned);
          expect(next.unassigned.map((one) => one.name)).not.toContain(chosen.name);
          // Once it is theirs, nobody else can have it.
          const afterwards = [...everyone, { raiderKey: 'raider1', character: character(chosen.name, chosen.realm) }];
          expect(assignmentOutcome(afterwards, 'raider2', { name: chosen.name.toUpperCase() }).kind).toBe('taken');
        },
      ),
    );
  });
});

describe('the sheet of someone who played without answering', () => {
  const sheet = { raidId: 'wtorek-2026-03-03', entries: [{ nickname: 'Ada', attendance: 'present' as const, recorded: false }] };

  it("records any of the guild's raiders, spelled as their account", () => {
    const raw = {
      entries: [
        { nickname: 'ada', attendance: 'late' },
        { nickname: 'hania', attendance: 'present' },
      ],
    };
    expect(parseAttendanceEntries(raw, sheet, ['Ada', 'Hania'])).toEqual([
      { nickname: 'Ada', attendance: 'late' },
      { nickname: 'Hania', attendance: 'present' },
    ]);
  });

  it('refuses a nickname nobody in the guild has', () => {
    const refused = (() => {
      try {
        parseAttendanceEntries({ entries: [{ nickname: 'Nikt', attendance: 'present' }] }, sheet, ['Ada', 'Hania']);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(RaidApiError);
    expect((refused as RaidApiError).fieldErrors).toEqual({ entries: attendanceMessages.badNickname });
  });
});
