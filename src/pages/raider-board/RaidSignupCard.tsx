import { useEffect, useRef, useState } from 'react';
import type { RaidRole } from '../../data/guild-config-types';
import { raidPhase } from '../../data/raids/raid-phase';
import { roleLabels } from '../../data/raids/signup-labels';
import type { SignupInput } from '../../data/raids/signup-types';
import { Button, Icon, createStyles, useCardStyles } from '../../ui';
import { RaidHeading } from './RaidHeading';
import type { RaidRow } from './raider-board-store';
import { RosterView } from './RosterView';
import { lazyPart } from '../../ui/lazy-part';
import type { SignupFormProps } from './SignupForm';
import { StatusLabel } from './StatusLabel';
import { closedReason, placementText } from './raid-state-text';

/**
 * The answer form and its checks load apart from the page (`npm run size`): the page shows answers and
 * rosters first, and the form's code is fetched as soon as a card is shown, long before a click opens it.
 */
const signupForm = lazyPart<SignupFormProps>('signup form', () => import('./SignupForm').then(({ SignupForm }) => ({ default: SignupForm })), {
  // Only seen when the form is opened before its code has arrived (a slow connection).
  fallback: () => <p role="status">Wczytywanie formularza…</p>,
});
const SignupForm = signupForm.Component;

const useStyles = createStyles(({ css }) => ({
  card: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  unanswered: css`
    border-left: 4px solid var(--rp-primary);
  `,
  answer: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    align-items: center;
    margin: 0;
  `,
  missing: css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 2px 10px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--rp-primary) 22%, transparent);
    font-weight: 700;
  `,
  closed: css`
    display: flex;
    gap: 8px;
    align-items: flex-start;
    margin: 0;
    color: var(--rp-muted);
  `,
  roster: css`
    summary {
      min-height: 44px;
      display: flex;
      align-items: center;
      gap: 8px;
      cursor: pointer;
      font-weight: 700;
      list-style: none;
    }
    summary::-webkit-details-marker {
      display: none;
    }
    summary::before {
      content: '';
      width: 8px;
      height: 8px;
      border-right: 2px solid currentColor;
      border-bottom: 2px solid currentColor;
      transform: rotate(-45deg);
      transition: transform 120ms ease;
    }
    &[open] > summary::before {
      transform: rotate(45deg);
    }
  `,
  saving: css`
    color: var(--rp-muted);
    font-size: 14px;
  `,
}));

export interface RaidSignupCardProps {
  row: RaidRow;
  nickname: string;
  now: Date;
  viewerTimeZone: string;
  guildTimeZone: string;
  defaultRole: RaidRole | null;
  /** Resolves `true` once saved. */
  onSave: (input: SignupInput) => Promise<boolean>;
}

/** One raid on the signups page: the raider's answer, the form to change it, and the roster. */
export function RaidSignupCard({ row, nickname, now, viewerTimeZone, guildTimeZone, defaultRole, onSave }: RaidSignupCardProps) {
  const styles = useStyles();
  const cards = useCardStyles();
  const [editing, setEditing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => void signupForm.preload(), []);
  const { raid, mine, roster } = row;
  const phase = raidPhase(raid, now);
  const closed = closedReason(raid, phase, viewerTimeZone);
  const formId = `rp-signup-form-${raid.id}`;
  const placement = mine ? placementText(roster, nickname) : null;
  // A failed save reopens the form, so what was typed is in front of the raider with the reason.
  const formOpen = !closed && (editing || row.failure !== null);

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
      <p className={styles.answer}>
        {mine ? (
          <>
            <span>Twoja odpowiedź:</span>
            <StatusLabel status={mine.status} />
            <span>· {roleLabels[mine.role]}</span>
            {placement && <span>· {placement}</span>}
          </>
        ) : (
          <span className={styles.missing}>
            <Icon name="circle-alert" size={18} />
            Nie odpowiedziałeś
          </span>
        )}
        {row.saving && (
          <span className={styles.saving} role="status">
            Zapisywanie…
          </span>
        )}
      </p>
      {closed ? (
        <p className={styles.closed}>
          <Icon name="lock" size={18} />
          {closed}
        </p>
      ) : (
        <div>
          <Button ref={toggle} variant={mine ? 'secondary' : 'primary'} aria-expanded={formOpen} aria-controls={formId} onClick={() => setEditing(!formOpen)}>
            {formOpen ? 'Zwiń formularz' : mine ? 'Zmień odpowiedź' : 'Odpowiedz'}
          </Button>
          {formOpen && (
            <div id={formId}>
              <SignupForm raidId={raid.id} initial={mine} defaultRole={defaultRole} saving={row.saving} failure={row.failure} onSave={save} />
            </div>
          )}
        </div>
      )}
      {roster && (
        <details className={styles.roster}>
          <summary>
            Skład {roster.filled}/{roster.size}
            {roster.reserve.length > 0 && `, rezerwa ${roster.reserve.length}`}
          </summary>
          <RosterView roster={roster} />
        </details>
      )}
    </article>
  );
}
