import { useRef, useState, type KeyboardEvent } from 'react';
import { raidRoles, type RaidRole } from '../../domain/guild-config-types';
import { raidCount } from '../../domain/counted-phrases';
import { raidPhase } from '../../domain/raids/raid-phase';
import { roleLabels, statusLabels } from '../../domain/raids/signup-labels';
import { signupStatuses, type SignupInput, type SignupStatus } from '../../domain/raids/signup-types';
import { formatRaidDate, formatRaidTime } from '../../domain/schedule/format-raid';
import { Button, createStyles } from '../../ui';
import { checkRowCss } from '../../ui/panel-css';
import { givenAnswer, type RaidRow } from '../raider-board/raider-board-store';
import type { Character } from '../../domain/characters/character-types';
import type { GamePack } from '../../domain/game/game-pack-types';
import { characterLabel, characterRole } from '../raider-board/character-label';
import { LabelledOptions } from '../../ui/LabelledOptions';
import { useBusyAction } from '../../ui/use-busy-action';

const useStyles = createStyles(({ css }) => ({
  section: css`
    display: grid;
    gap: 12px;
    min-width: 0;
    margin-bottom: 24px;
  `,
  heading: css`
    margin: 0;
    font-size: 19px;
  `,
  tools: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
    label {
      display: inline-flex;
      gap: 6px;
      align-items: center;
    }
    select {
      min-height: 36px;
      font: inherit;
    }
  `,
  list: css`
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  row: css`
    display: grid;
    gap: 6px;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid var(--rp-border);
    border-radius: 8px;
  `,
  head: css`
    ${checkRowCss}
    min-width: 0;
    label {
      display: flex;
      flex-wrap: wrap;
      gap: 0 8px;
      align-items: baseline;
      min-width: 0;
    }
  `,
  date: css`
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  `,
  title: css`
    color: var(--rp-muted);
    overflow-wrap: anywhere;
  `,
  segments: css`
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2px;
    padding: 2px;
    border-radius: 8px;
    background: color-mix(in srgb, var(--rp-text) 8%, transparent);
  `,
  segment: css`
    min-height: 40px;
    padding: 4px 2px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--rp-text);
    font: inherit;
    font-size: 14px;
    line-height: 1.2;
    cursor: pointer;
    &[aria-checked='true'] {
      background: var(--rp-primary);
      color: var(--rp-on-primary);
      font-weight: 700;
    }
    &:focus-visible {
      outline: 3px solid var(--rp-focus);
      outline-offset: 1px;
    }
    &[aria-disabled='true'] {
      cursor: progress;
    }
  `,
  note: css`
    margin: 0;
    color: var(--rp-muted);
    font-size: 14px;
  `,
  failure: css`
    margin: 0;
    color: var(--rp-danger);
    font-size: 14px;
  `,
}));

interface SegmentsProps {
  label: string;
  value: SignupStatus | null;
  disabled: boolean;
  onChoose: (status: SignupStatus) => void;
}

/**
 * The answer as a segmented control: a radio group (one tab stop; the arrow keys move between the
 * answers, Space or Enter chooses, as does a tap). Focus moving does not choose: choosing saves, and an
 * arrow key passing "Nie będę" must not cost the raider their place in the signup order.
 */
function AnswerSegments({ label, value, disabled, onChoose }: SegmentsProps) {
  const styles = useStyles();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = value ? signupStatuses.indexOf(value) : 0;
  const [focusIndex, setFocusIndex] = useState(current);
  const tabIndex = focusIndex >= 0 ? focusIndex : current;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? signupStatuses.length - 1 : undefined;
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const from = buttons.current.findIndex((button) => button === event.target);
    const next = edge ?? ((from < 0 ? tabIndex : from) + step! + signupStatuses.length) % signupStatuses.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className={styles.segments}>
      {signupStatuses.map((status, index) => (
        <button
          key={status}
          ref={(element) => void (buttons.current[index] = element)}
          type="button"
          role="radio"
          aria-checked={value === status}
          tabIndex={index === tabIndex ? 0 : -1}
          // Busy, not `disabled`: a disabled button loses the focus, which would fall to the page's start.
          aria-disabled={disabled || undefined}
          className={styles.segment}
          onFocus={() => setFocusIndex(index)}
          onKeyDown={onKeyDown}
          onClick={() => !disabled && onChoose(status)}
        >
          {statusLabels[status]}
        </button>
      ))}
    </div>
  );
}

export interface QuickAnswersProps {
  /** The coming nights, by start. */
  rows: readonly RaidRow[];
  now: Date;
  viewerTimeZone: string;
  guildTimeZone: string;
  defaultRole: RaidRole | null;
  /** The character of the raider's latest answer, preselected for a new answer; absent: their main. */
  defaultCharacterId?: string;
  /** The raider's characters, main first (`null` until they arrive): a new answer names the one chosen. */
  characters?: readonly Character[] | null;
  /** The guild's game pack: which role each character's spec plays. */
  pack?: GamePack | null;
  /** One night's answer (one tap); resolves `true` once saved. */
  onSave: (input: SignupInput) => Promise<boolean>;
  /** Every selected night's answer in one write; resolves `true` once saved. */
  onSaveMany: (inputs: SignupInput[]) => Promise<boolean>;
}

/**
 * The coming weeks, one compact row per night that takes answers: its date, title and the answer as a
 * segmented control (a tap saves), and a checkbox to answer every selected night at once. The role of
 * a new answer is the one chosen above the list; a night answered before keeps its role and note (the
 * cards below change them).
 */
export function QuickAnswers({
  rows,
  now,
  viewerTimeZone,
  guildTimeZone,
  defaultRole,
  defaultCharacterId,
  characters,
  pack = null,
  onSave,
  onSaveMany,
}: QuickAnswersProps) {
  const styles = useStyles();
  const [chosenRole, setRole] = useState<RaidRole | null>(defaultRole);
  const [chosenCharacterId, setCharacterId] = useState(defaultCharacterId);
  const mine = characters ?? [];
  // A new answer names a character, so the backend never takes the main one for a role it does not play.
  const character = mine.find((one) => one.id === chosenCharacterId) ?? mine[0];
  const role = chosenRole ?? characterRole(character, pack) ?? 'melee';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // One write of the selected nights at a time: a second press while it is out sends nothing. onSaveMany
  // tells the raider itself (toast, the rows' reasons) and never rejects.
  const { busy, run } = useBusyAction();
  const open = rows.filter((row) => row.raid.status !== 'cancelled' && raidPhase(row.raid, now) === 'open');
  const openIds = new Set(open.map((row) => row.raid.id));
  const chosen = [...selected].filter((id) => openIds.has(id));

  const inputFor = (row: RaidRow, status: SignupStatus): SignupInput => {
    const given = givenAnswer(row.mine);
    const input: SignupInput = { raidId: row.raid.id, status, role: given?.role ?? role };
    const characterId = given ? given.characterId : character?.id;
    if (characterId) input.characterId = characterId;
    if (given?.note) input.note = given.note;
    return input;
  };

  /** A role the chosen character does not play takes the raider's first character that plays it, if any. */
  function chooseRole(next: RaidRole) {
    setRole(next);
    if (characterRole(character, pack) === next) return;
    const player = mine.find((one) => characterRole(one, pack) === next);
    if (player) setCharacterId(player.id);
  }

  /** A character takes the role its spec plays (still the raider's to change). */
  function chooseCharacter(characterId: string) {
    setCharacterId(characterId);
    const played = characterRole(
      mine.find((one) => one.id === characterId),
      pack,
    );
    if (played) setRole(played);
  }

  function toggle(raidId: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(raidId);
    else next.delete(raidId);
    setSelected(next);
  }

  function answerSelected(status: SignupStatus) {
    const inputs = open.filter((row) => selected.has(row.raid.id)).map((row) => inputFor(row, status));
    if (inputs.length === 0) return;
    void run(async () => {
      if (await onSaveMany(inputs)) setSelected(new Set());
    });
  }

  if (open.length === 0) return null;
  const count = chosen.length;
  return (
    <section className={styles.section} aria-labelledby="rp-quick-answers">
      <h2 id="rp-quick-answers" className={styles.heading}>
        Najbliższe tygodnie
      </h2>
      <div className={styles.tools}>
        {mine.length > 1 && character && (
          <label>
            Postać przy nowej odpowiedzi
            <select value={character.id} onChange={(event) => chooseCharacter(event.currentTarget.value)}>
              {mine.map((one) => (
                <option key={one.id} value={one.id}>
                  {characterLabel(one, pack)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Rola przy nowej odpowiedzi
          <select value={role} onChange={(event) => chooseRole(event.currentTarget.value as RaidRole)}>
            <LabelledOptions values={raidRoles} labels={roleLabels} />
          </select>
        </label>
        <Button
          variant="secondary"
          onClick={() => setSelected(count === open.length ? new Set() : new Set(open.map((row) => row.raid.id)))}
        >
          {count === open.length ? 'Odznacz wszystkie' : 'Zaznacz wszystkie'}
        </Button>
      </div>
      <ul className={styles.list}>
        {open.map((row) => {
          const date = formatRaidDate(row.raid.startUtc, viewerTimeZone);
          const name = `${date}, ${row.raid.title}`;
          return (
            <li key={row.raid.id} className={styles.row}>
              <div className={styles.head}>
                <input
                  type="checkbox"
                  id={`rp-quick-${row.raid.id}`}
                  checked={selected.has(row.raid.id)}
                  onChange={(event) => toggle(row.raid.id, event.currentTarget.checked)}
                />
                <label htmlFor={`rp-quick-${row.raid.id}`}>
                  <span className={styles.date}>{date}</span>
                  <span className={styles.title}>
                    {row.raid.title}, {formatRaidTime(row.raid, viewerTimeZone, guildTimeZone)}
                  </span>
                </label>
              </div>
              <AnswerSegments
                label={`Odpowiedź: ${name}`}
                value={row.mine?.status ?? null}
                disabled={row.saving}
                onChoose={(status) => void onSave(inputFor(row, status))}
              />
              {row.mine?.standing && <p className={styles.note}>Stała odpowiedź</p>}
              {row.failure && <p className={styles.failure}>{row.failure.message}</p>}
            </li>
          );
        })}
      </ul>
      {/* Not a disabled fieldset: answering clears the selection, and the pressed button must keep the focus. */}
      <fieldset className={styles.tools} aria-busy={busy || undefined}>
        <legend>Odpowiedź dla zaznaczonych: {raidCount(count)}</legend>
        {signupStatuses.map((status) => (
          <Button key={status} variant="secondary" aria-disabled={count === 0 || busy || undefined} onClick={() => answerSelected(status)}>
            {statusLabels[status]}
          </Button>
        ))}
      </fieldset>
    </section>
  );
}
