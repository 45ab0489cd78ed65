import type { ReactNode } from 'react';
import { fromAbsence } from '../../domain/raids/absences';
import type { RaidRoster, Signup } from '../../domain/raids/signup-types';
import { Icon, createStyles } from '../../ui';
import { placementText, takenRoleText } from './raid-state-text';
import { StatusLabel } from './StatusLabel';

const useStyles = createStyles(({ css }) => ({
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
    font-weight: 700;
  `,
  pill: css`
    padding: 2px 10px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--rp-primary) 22%, transparent);
  `,
}));

export interface AnswerSummaryProps {
  mine: Signup | null;
  roster: RaidRoster | null;
  nickname: string;
  /** Words before the answer, e.g. `Twoja odpowiedź:`. */
  prefix?: string;
  /** Draws "Brak odpowiedzi" as a tinted pill (where the surroundings are not tinted already). */
  pill?: boolean;
  /** Shown after the answer, e.g. a saving status. */
  children?: ReactNode;
}

/** The raider's answer in one line (icon and word, role, place in the roster), or "Brak odpowiedzi". */
export function AnswerSummary({ mine, roster, nickname, prefix, pill = false, children }: AnswerSummaryProps) {
  const styles = useStyles();
  const placement = mine ? placementText(roster, nickname) : null;
  return (
    <p className={styles.answer}>
      {mine ? (
        <>
          {prefix && <span>{prefix}</span>}
          <StatusLabel status={mine.status} />
          {/* An absence's answer has no role: its note ("Urlop…") says why. */}
          <span>· {fromAbsence(mine) ? mine.note : takenRoleText(mine, roster, nickname)}</span>
          {placement && <span>· {placement}</span>}
          {mine.standing && <span>· stała odpowiedź</span>}
        </>
      ) : (
        <span className={pill ? `${styles.missing} ${styles.pill}` : styles.missing}>
          <Icon name="circle-alert" size={18} />
          Brak odpowiedzi
        </span>
      )}
      {children}
    </p>
  );
}
