import { attendanceRule } from '../../domain/raids/attendance-terms';
import type { Attendance } from '../../domain/raids/signup-types';
import { attendanceCountsText } from './attendance-counts';
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
  return (
    <>
      {attendance.raids > 0 && <p className={styles.rate}>{Math.round(attendance.rate * 100)}%</p>}
      <p className={styles.counts}>{attendanceCountsText(attendance)}</p>
      <p className={styles.rule}>{attendanceRule}</p>
    </>
  );
}
