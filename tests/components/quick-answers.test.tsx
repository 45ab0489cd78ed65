import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import type { Signup, SignupInput } from '../../src/domain/raids/signup-types';
import { generateRaids } from '../../src/domain/schedule';
import { sampleGuild } from '../../src/data/guild';
import { QuickAnswers } from '../../src/pages/raider-signups/QuickAnswers';
import type { RaidRow } from '../../src/pages/raider-board/raider-board-store';
import { RaidSignupCard } from '../../src/pages/raider-board/RaidSignupCard';
import { weekdayNights } from '../../src/domain/raids/weekday-nights';
import type { StandingInput } from '../../src/domain/raids/standing-input';
import { AppContext, type AppContextValue } from '../../src/instance/app-context';
import type { RaidApi } from '../../src/data/raids/raid-api';
import { wowPack } from '../../src/domain/game/wow-pack';
import { createColorModeStore, createGuildConfigStore, createRaiderSessionStore } from '../../src/stores';
import { createSafeStorage } from '../../src/platform';
import { renderInInstance } from './helpers/render-in-instance';
import { getButton, textOf } from './helpers/dom';
import { settle, waitFor } from './helpers/wait-for';
import type { Character } from '../../src/domain/characters/character-types';

const cleanups: Array<() => void> = [];

/** Held answers: each `hold()` waits until `release()`, so a test can press again while a save is out. */
function heldAnswers() {
  const waiting: Array<() => void> = [];
  return {
    hold: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}
const isDisabled = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true';
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const now = new Date('2026-03-02T12:00:00Z');
const raids = generateRaids(sampleGuild, now).slice(0, 4);
/** Kasia's answer to `raid`, the `sequence`-th in the raid's signup order. */
const kasias = (
  raid: (typeof raids)[number],
  answer: Omit<Signup, 'raidId' | 'raider' | 'sequence' | 'updatedAt'>,
  sequence = 1,
): Signup => ({
  raidId: raid.id,
  raider: 'Kasia',
  sequence,
  updatedAt: now.toISOString(),
  ...answer,
});
const rowOf = (raid: (typeof raids)[number], mine: RaidRow['mine'] = null): RaidRow => ({
  raid,
  mine,
  roster: null,
  saving: false,
  failure: null,
});

function renderQuick(rows: RaidRow[], characters?: Character[], hold = async () => {}) {
  const saved: SignupInput[] = [];
  const batches: SignupInput[][] = [];
  const harness = renderInInstance(
    <QuickAnswers
      characters={characters}
      pack={wowPack}
      rows={rows}
      now={now}
      viewerTimeZone="Europe/Warsaw"
      guildTimeZone="Europe/Warsaw"
      defaultRole="healer"
      onSave={async (input) => (saved.push(input), true)}
      onSaveMany={async (inputs) => {
        batches.push(inputs);
        await hold();
        return true;
      }}
    />,
  );
  cleanups.push(harness.cleanup);
  return { ...harness, saved, batches };
}

const press = (element: Element, key: string) =>
  flushSync(() => element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
const click = (element: HTMLElement) => flushSync(() => element.click());

describe('quick answers on the signups page', () => {
  it('shows a row per night with a labelled checkbox and a radiogroup; one tap saves with the chosen role', () => {
    const { container, saved } = renderQuick(raids.map((raid) => rowOf(raid)));
    const groups = container.querySelectorAll('[role="radiogroup"]');
    expect(groups).toHaveLength(4);
    expect(groups[0]!.getAttribute('aria-label')).toMatch(new RegExp(`^Odpowiedź: .*${raids[0]!.title}$`));
    const checkboxes = container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    for (const box of checkboxes) expect(textOf(container.querySelector(`label[for="${box.id}"]`))).toContain(raids[0]!.title.slice(0, 3));
    const radios = groups[0]!.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    expect([...radios].map((radio) => radio.textContent)).toEqual(['Będę', 'Spóźnię się', 'Może', 'Nie będę']);
    click(radios[2]!);
    expect(saved).toEqual([{ raidId: raids[0]!.id, status: 'tentative', role: 'healer' }]);
  });

  it('moves between answers with the arrow keys (one tab stop) without saving; Enter or a click chooses', () => {
    const { container, saved } = renderQuick([rowOf(raids[0]!)]);
    const radios = container.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    expect([...radios].map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
    radios[0]!.focus();
    press(radios[0]!, 'ArrowRight');
    expect(container.ownerDocument.activeElement).toBe(radios[1]);
    press(radios[1]!, 'ArrowLeft');
    press(radios[0]!, 'ArrowLeft');
    expect(container.ownerDocument.activeElement).toBe(radios[3]);
    expect([...radios].map((radio) => radio.tabIndex)).toEqual([-1, -1, -1, 0]);
    expect(saved).toEqual([]);
  });

  it("answers every selected night at once, keeping a night's own role", () => {
    const given = kasias(raids[1]!, { status: 'accepted', role: 'tank' }, 3);
    const { container, batches } = renderQuick(raids.map((raid, index) => rowOf(raid, index === 1 ? given : null)));
    const boxes = container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    click(boxes[0]!);
    click(boxes[1]!);
    expect(textOf(container.querySelector('legend'))).toBe('Odpowiedź dla zaznaczonych: 2 rajdy');
    click(getButton(container.querySelector('fieldset')!, 'Nie będę'));
    expect(batches).toEqual([
      [
        { raidId: raids[0]!.id, status: 'absent', role: 'healer' },
        { raidId: raids[1]!.id, status: 'absent', role: 'tank' },
      ],
    ]);
  });

  it('sends the selected nights once for a double click, every answer button busy until it is saved', async () => {
    const held = heldAnswers();
    const { container, batches } = renderQuick(
      raids.map((raid) => rowOf(raid)),
      undefined,
      held.hold,
    );
    click(container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[0]!);
    const fieldset = container.querySelector('fieldset')!;
    const absent = getButton(fieldset, 'Nie będę');
    absent.focus();
    // Two presses in one task, before a render could mark the buttons busy.
    absent.click();
    absent.click();
    await waitFor(() => expect(fieldset.getAttribute('aria-busy')).toBe('true'));
    for (const button of fieldset.querySelectorAll('button')) expect(isDisabled(button)).toBe(true);
    getButton(fieldset, 'Będę').click();
    await settle();
    expect(batches).toHaveLength(1);
    held.release();
    await waitFor(() => expect(textOf(container.querySelector('legend'))).toBe('Odpowiedź dla zaznaczonych: 0 rajdów'));
    expect(fieldset.getAttribute('aria-busy')).toBeNull();
    expect(container.ownerDocument.activeElement).toBe(absent);
    expect(batches).toHaveLength(1);
  });

  it('answers with the character that plays the chosen role, never the main in a role it does not play', () => {
    const priest: Character = { id: '1', name: 'Lumina', classId: 'priest', specId: 'holy', main: true };
    const warrior: Character = { id: '2', name: 'Grom', classId: 'warrior', specId: 'protection', main: false };
    const { container, saved, batches } = renderQuick(
      raids.map((raid) => rowOf(raid)),
      [priest, warrior],
    );
    const [characterSelect, roleSelect] = container.querySelectorAll('select');
    expect(characterSelect!.value).toBe('1');
    click(container.querySelectorAll<HTMLButtonElement>('[role="radio"]')[0]!);
    expect(saved).toEqual([{ raidId: raids[0]!.id, status: 'accepted', role: 'healer', characterId: '1' }]);

    roleSelect!.value = 'tank';
    flushSync(() => roleSelect!.dispatchEvent(new Event('change', { bubbles: true })));
    expect(characterSelect!.value).toBe('2');
    click(getButton(container, 'Zaznacz wszystkie'));
    click(getButton(container.querySelector('fieldset')!, 'Będę'));
    expect(batches[0]!.map((input) => [input.role, input.characterId])).toEqual(raids.map(() => ['tank', '2']));

    characterSelect!.value = '1';
    flushSync(() => characterSelect!.dispatchEvent(new Event('change', { bubbles: true })));
    expect(roleSelect!.value).toBe('healer');
  });

  it('marks a night answered by the standing answer', () => {
    const standing = kasias(raids[0]!, { status: 'accepted', role: 'tank', standing: true }, 3);
    const { container } = renderQuick([rowOf(raids[0]!, standing)]);
    expect(textOf(container)).toContain('Stała odpowiedź');
    expect(container.querySelector('[aria-checked="true"]')?.textContent).toBe('Będę');
  });
});

describe("standing answer on a night's card", () => {
  /** The card of the first night of a series, which Kasia answered with `answer`. */
  function renderCard(answer: Omit<Signup, 'raidId' | 'raider' | 'sequence' | 'updatedAt'>, hold = async () => {}) {
    const calls: Array<[string, StandingInput | null]> = [];
    const raid = raids.find((one) => one.seriesId)!;
    const mine = kasias(raid, answer);
    // The card asks its app instance for the game pack (class names and colours); nothing else here.
    const app: AppContextValue = {
      guild: createGuildConfigStore(sampleGuild),
      session: createRaiderSessionStore(),
      raidApi: async () => ({ gamePack: async () => wowPack }) as Partial<RaidApi> as RaidApi,
      onSignup: () => {},
      colorMode: createColorModeStore({ storage: createSafeStorage(() => undefined) }),
      kind: 'widget',
      userAgent: 'test',
      onNavigate: () => {},
    };
    const harness = renderInInstance(
      <AppContext.Provider value={app}>
        <RaidSignupCard
          row={rowOf(raid, mine)}
          nickname="Kasia"
          now={now}
          viewerTimeZone="Europe/Warsaw"
          guildTimeZone="Europe/Warsaw"
          defaultRole={null}
          onSave={async () => true}
          onStanding={async (seriesId, input) => {
            calls.push([seriesId, input]);
            await hold();
            return true;
          }}
        />
      </AppContext.Provider>,
    );
    cleanups.push(harness.cleanup);
    return { ...harness, calls, raid };
  }

  it('offers "Zawsze tak" with the weekday in Polish, and sets the night\'s answer as standing', () => {
    const { container, calls, raid } = renderCard({ status: 'late', role: 'ranged', note: 'Po pracy' });
    const weekday = new Date(`${raid.localDate}T12:00:00Z`).getUTCDay() || 7;
    click(getButton(container, `Zawsze tak ${weekdayNights[weekday]}`));
    expect(calls).toEqual([[raid.seriesId, { status: 'late', role: 'ranged', note: 'Po pracy' }]]);
  });

  it('keeps the character the night was answered with (an alt) in the standing answer', () => {
    const { container, calls, raid } = renderCard({ status: 'accepted', role: 'tank', characterId: '7' });
    const weekday = new Date(`${raid.localDate}T12:00:00Z`).getUTCDay() || 7;
    click(getButton(container, `Zawsze tak ${weekdayNights[weekday]}`));
    expect(calls).toEqual([[raid.seriesId, { status: 'accepted', role: 'tank', characterId: '7' }]]);
  });

  it('says "stała odpowiedź" and offers to remove it', () => {
    const { container, calls, raid } = renderCard({ status: 'accepted', role: 'tank', standing: true });
    expect(textOf(container)).toContain('stała odpowiedź');
    click(getButton(container, 'Usuń stałą odpowiedź'));
    expect(calls).toEqual([[raid.seriesId, null]]);
  });

  it('sends a standing answer once for a double click, the button busy until it is saved', async () => {
    const held = heldAnswers();
    const { container, calls } = renderCard({ status: 'accepted', role: 'tank', standing: true }, held.hold);
    const remove = getButton(container, 'Usuń stałą odpowiedź');
    remove.click();
    remove.click();
    const busy = await waitFor(() => getButton(container, 'Zapisywanie…'));
    expect(isDisabled(busy)).toBe(true);
    busy.click();
    await settle();
    expect(calls).toHaveLength(1);
    held.release();
    await waitFor(() => expect(isDisabled(getButton(container, 'Usuń stałą odpowiedź'))).toBe(false));
    expect(calls).toHaveLength(1);
  });

  it('names every weekday with its own preposition', () => {
    expect(Object.values(weekdayNights)).toEqual([
      'w poniedziałki',
      'we wtorki',
      'w środy',
      'w czwartki',
      'w piątki',
      'w soboty',
      'w niedziele',
    ]);
  });
});
