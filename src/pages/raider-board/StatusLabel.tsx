import { statusLabels } from '../../domain/raids/signup-labels';
import type { SignupStatus } from '../../domain/raids/signup-types';
import { Icon, createStyles } from '../../ui';
import { statusIcons, statusTones } from './signup-display';

const useStyles = createStyles(({ css }) => ({
  label: css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
    white-space: nowrap;
  `,
}));

/** An answer as an icon and a word, in the answer's colour. */
export function StatusLabel({ status }: { status: SignupStatus }) {
  const styles = useStyles();
  return (
    <span className={styles.label} style={{ color: statusTones[status] }}>
      <Icon name={statusIcons[status]} size={18} />
      {statusLabels[status]}
    </span>
  );
}
