import { useState } from 'react';
import { raidRoles, type RaidRole } from '../../domain/guild-config-types';
import { raidPhase } from '../../domain/raids/raid-phase';
import { roleLabels } from '../../domain/raids/signup-labels';
import type { SignupStatus } from '../../domain/raids/signup-types';
import { formatRaidDate } from '../../domain/schedule/format-raid';
import { Icon, createStyles } from '../../ui';
import { FieldError, describedBy } from '../raider-board/FieldError';
import { useFormStyles } from '../raider-board/form-styles';
import { RaidHeading } from '../raider-board/RaidHeading';
import { givenAnswer, type RaidRow } from '../raider-board/raider-board-store';
import { AnswerSummary } from '../raider-board/AnswerSummary';
import type { AnswerContext } from '../raider-board/answer-context';
import { closedReason } from '../raider-board/raid-state-text';
import { AnswerButtons } from './AnswerButtons';
import { LabelledOptions } from '../../ui/LabelledOptions';

const useStyles = createStyles(({ css }) => ({
  list: css`
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr);
    margin: 0 0 16px;
    padding: 0;
    list-style: none;
  `,
  item: css`
    display: grid;
    gap: 8px;
    grid-template-columns: minmax(0, 1fr);
    padding: 12px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
  `,
  unanswered: css`
    border-left: 4px solid var(--rp-primary);
    background: color-mix(in srgb, var(--rp-primary) 8%, transparent);
  `,
  closed: css`
    display: flex;
    gap: 8px;
    margin: 0;
    font-size: 14px;
  `,
  rolePicker: css`
    max-width: 320px;
    margin-bottom: 12px;
  `,
}));

export interface UpcomingAnswersProps extends AnswerContext {
  rows: RaidRow[];
}

/**
 * The next raids with the raider's answer at a glance; unanswered ones stand out and every open raid
 * takes a one-click answer in the role picked above the list (the raider's usual role by default).
 */
export function UpcomingAnswers({ rows, nickname, now, viewerTimeZone, guildTimeZone, defaultRole, onSave }: UpcomingAnswersProps) {
  const styles = useStyles();
  const form = useFormStyles();
  const [pickedRole, setPickedRole] = useState<RaidRole | ''>('');
  const [roleError, setRoleError] = useState<string | undefined>();
  const quickRole = pickedRole || defaultRole;

  function answer(row: RaidRow, status: SignupStatus) {
    // An absence's "Nie będę" has no role nor details of the raider's: a new answer starts afresh.
    const mine = givenAnswer(row.mine);
    const role = mine?.role ?? quickRole;
    if (!role) {
      setRoleError('Wybierz rolę, żeby odpowiedzieć jednym kliknięciem.');
      return;
    }
    void onSave({
      raidId: row.raid.id,
      status,
      role,
      characterId: mine?.characterId,
      note: mine?.note,
    });
  }

  return (
    <>
      <div className={`${form.field} ${styles.rolePicker}`}>
        <label htmlFor="rp-quick-role">Rola przy szybkiej odpowiedzi</label>
        <select
          id="rp-quick-role"
          value={quickRole ?? ''}
          aria-invalid={roleError ? true : undefined}
          aria-describedby={describedBy(null, 'rp-quick-role-error', roleError)}
          onChange={(event) => {
            setPickedRole(event.currentTarget.value as RaidRole | '');
            setRoleError(undefined);
          }}
        >
          <option value="">Wybierz rolę</option>
          <LabelledOptions values={raidRoles} labels={roleLabels} />
        </select>
        <FieldError id="rp-quick-role-error" message={roleError} />
      </div>
      <ul className={styles.list}>
        {rows.map((row) => {
          const closed = closedReason(row.raid, raidPhase(row.raid, now), viewerTimeZone);
          return (
            <li key={row.raid.id} className={`${styles.item} ${!row.mine && !closed ? styles.unanswered : ''}`}>
              <RaidHeading raid={row.raid} viewerTimeZone={viewerTimeZone} guildTimeZone={guildTimeZone} level={3} />
              <AnswerSummary mine={row.mine} roster={row.roster} nickname={nickname} />
              {closed ? (
                <p className={styles.closed}>
                  <Icon name="lock" size={18} />
                  {closed}
                </p>
              ) : (
                <AnswerButtons
                  label={`Odpowiedź: ${row.raid.title}, ${formatRaidDate(row.raid.startUtc, viewerTimeZone)}`}
                  current={row.mine?.status ?? null}
                  disabled={row.saving}
                  onAnswer={(status) => answer(row, status)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
