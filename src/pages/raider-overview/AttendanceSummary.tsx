import { attendanceRule } from '../../data/raids/attendance-terms';
import type { Attendance } from '../../data/raids/signup-types';
import { pluralPl } from '../../data/plural-pl';
import { createStyles } from '../../ui';

const useStyles = createStyles(({ css }) => ({
  rate: css`
    margin: 0;
    font-size: 36px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: var(--rp-text);
  `,
  counts: css`
    margin: 4px 0 12px;
  `,
  rule: css`
    font-size: 14px;
  `,
}));

/** The raider's attendance in numbers, and the rule that produced them in words. */
export function AttendanceSummary({ attendance }: { attendance: Attendance }) {
  const styles = useStyles();
  const raids = pluralPl(attendance.raids, ['rajdu', 'rajdów', 'rajdów']);
  return (
    <>
      {attendance.raids ? (
        <>
          <p className={styles.rate}>{Math.round(attendance.rate * 100)}%</p>
          <p className={styles.counts}>
            Obecność na {attendance.present} z {attendance.raids} {raids}; nieobecność zgłoszona: {attendance.absent}, bez odpowiedzi:{' '}
            {attendance.unanswered}.
          </p>
        </>
      ) : (
        <p className={styles.counts}>W ostatnich {attendance.weeks} tygodniach nie odbył się jeszcze żaden rajd.</p>
      )}
      <p className={styles.rule}>{attendanceRule}</p>
    </>
  );
}
