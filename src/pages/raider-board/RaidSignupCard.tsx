import { useEffect, useRef, useState, type ReactNode } from 'react';
import { raidPhase } from '../../domain/raids/raid-phase';
import type { SignupInput } from '../../domain/raids/signup-types';
import { weekdayNights, weekdayOf } from '../../domain/raids/weekday-nights';
import type { StandingInput } from '../../domain/raids/standing-input';
import { Button, Icon, createStyles, useCardStyles } from '../../ui';
import type { AnswerContext } from './answer-context';
import { RaidHeading } from './RaidHeading';
import { givenAnswer, type RaidRow } from './raider-board-store';
import { RosterView } from './RosterView';
import { useGamePack } from './use-game-pack';
import { CompositionSummary } from './CompositionSummary';
import { lazyPart } from '../../ui/lazy-part';
import type { SignupFormProps } from './SignupForm';
import { AnswerSummary } from './AnswerSummary';
import { useDisclosureStyles } from './disclosure-styles';
import { closedReason } from './raid-state-text';

/**
 * The answer form and its checks load apart from the page (`npm run size`): the page shows answers and
 * rosters first, and the form's code is fetched as soon as a card is shown, long before a click opens it.
 */
const signupForm = lazyPart<SignupFormProps>(
  'signup form',
  () => import('./SignupForm').then(({ SignupForm }) => ({ default: SignupForm })),
  {
    // Only seen when the form is opened before its code has arrived (a slow connection).
    fallback: () => <p role="status">Wczytywanie formularza…</p>,
  },
);
const SignupForm = signupForm.Component;

const useStyles = createStyles(({ css }) => ({
  card: css`
    display: grid;
    gap: 12px;
    min-width: 0;
    /* One column that may shrink below its content's width: a 320 px phone never scrolls sideways. */
    grid-template-columns: minmax(0, 1fr);
  `,
  unanswered: css`
    border-left: 4px solid var(--rp-primary);
  `,
  closed: css`
    display: flex;
    gap: 8px;
    align-items: flex-start;
    margin: 0;
    color: var(--rp-muted);
  `,
  standing: css`
    display: inline-block;
    margin-inline-start: 8px;
  `,
  saving: css`
    color: var(--rp-muted);
    font-size: 14px;
  `,
}));

/**
 * A standing answer's button: one request per press (a second removal would fail), "Zapisywanie…" and
 * aria-disabled while it is out. The guard is a ref, as in useBusyAction: two clicks in one tick both see
 * `busy` false. Kept here, not ActionButton: the signups page's file stays within its budget (`npm run size`).
 */
function StandingButton({ send, children }: { send: () => Promise<boolean>; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function press() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    // `send` tells the raider itself (a toast) and never rejects.
    await send();
    running.current = false;
    setBusy(false);
  }
  return (
    <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void press()}>
      {busy ? 'Zapisywanie…' : children}
    </Button>
  );
}

export interface RaidSignupCardProps extends AnswerContext {
  row: RaidRow;
  /**
   * Sets the answer shown as the standing answer for the night's series (`input`), or removes it
   * (`null`); resolves `true` once saved, never rejects (it tells the raider itself). Absent: the card
   * offers no standing answer.
   */
  onStanding?: (seriesId: string, input: StandingInput | null) => Promise<boolean>;
}

/** One raid on the signups page: the raider's answer, the form to change it, and the roster. */
export function RaidSignupCard({
  row,
  nickname,
  now,
  viewerTimeZone,
  guildTimeZone,
  defaultRole,
  onSave,
  onStanding,
}: RaidSignupCardProps) {
  const styles = useStyles();
  const cards = useCardStyles();
  const disclosure = useDisclosureStyles();
  const [editing, setEditing] = useState(false);
  const pack = useGamePack();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => void signupForm.preload(), []);
  const { raid, mine, roster } = row;
  const phase = raidPhase(raid, now);
  const closed = closedReason(raid, phase, viewerTimeZone);
  const formId = `rp-signup-form-${raid.id}`;
  // A failed save reopens the form, so what was typed is in front of the raider with the reason.
  const formOpen = !closed && (editing || row.failure !== null);

  const given = givenAnswer(mine);
  // "Zawsze tak w czwartki": the night's answer for every night of its series; offered on an answered
  // night of a weekly series that still takes answers. One request per press: a second removal would fail.
  const seriesId = raid.seriesId;
  const standingAction =
    !closed && onStanding && seriesId && given ? (
      given.standing ? (
        <StandingButton send={() => onStanding(seriesId, null)}>Usuń stałą odpowiedź</StandingButton>
      ) : (
        <StandingButton
          send={() =>
            onStanding(seriesId, {
              status: given.status,
              role: given.role,
              // The night was answered with this character (an alt, maybe): the standing answer keeps it.
              ...(given.characterId ? { characterId: given.characterId } : {}),
              ...(given.note ? { note: given.note } : {}),
            })
          }
        >
          Zawsze tak {weekdayNights[weekdayOf(raid.localDate)]}
        </StandingButton>
      )
    ) : null;

  function save(input: SignupInput) {
    void onSave(input).then((saved) => {
      if (!saved) return;
      // Saved: the summary above shows the answer; focus stays on this card's button, not lost to the page.
      setEditing(false);
      toggle.current?.focus();
    });
  }

  return (
    <article className={`${cards.card} ${styles.card} ${!mine && !closed ? styles.unanswered : ''}`} aria-label={raid.title}>
      <RaidHeading raid={raid} viewerTimeZone={viewerTimeZone} guildTimeZone={guildTimeZone} />
      <AnswerSummary mine={mine} roster={roster} nickname={nickname} prefix="Twoja odpowiedź:" pill>
        {row.saving && (
          <span className={styles.saving} role="status">
            Zapisywanie…
          </span>
        )}
      </AnswerSummary>
      {closed ? (
        <p className={styles.closed}>
          <Icon name="lock" size={18} />
          {closed}
        </p>
      ) : (
        <div>
          <Button
            ref={toggle}
            variant={mine ? 'secondary' : 'primary'}
            aria-expanded={formOpen}
            aria-controls={formId}
            onClick={() => setEditing(!formOpen)}
          >
            {formOpen ? 'Zwiń formularz' : mine ? 'Zmień odpowiedź' : 'Odpowiedz'}
          </Button>
          {standingAction && <span className={styles.standing}>{standingAction}</span>}
          {formOpen && (
            <div id={formId}>
              <SignupForm
                raidId={raid.id}
                initial={givenAnswer(mine)}
                defaultRole={defaultRole}
                saving={row.saving}
                failure={row.failure}
                onSave={save}
              />
            </div>
          )}
        </div>
      )}
      {roster && <CompositionSummary composition={roster.composition} />}
      {roster && (
        <details className={disclosure.disclosure}>
          <summary>
            Skład {roster.filled}/{roster.size}
            {roster.reserve.length > 0 && `, rezerwa ${roster.reserve.length}`}
          </summary>
          <RosterView roster={roster} pack={pack} />
        </details>
      )}
    </article>
  );
}
