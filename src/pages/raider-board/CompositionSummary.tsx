import type { RosterComposition } from '../../domain/raids/signup-types';
import { compositionText } from '../../domain/raids/composition-text';
import { Icon, createStyles } from '../../ui';

const useStyles = createStyles(({ css }) => ({
  line: css`
    display: flex;
    align-items: flex-start;
    gap: 6px;
    margin: 8px 0 0;
    font-size: 14px;
    overflow-wrap: anywhere;
  `,
}));

/**
 * What the roster's raiders do not bring, in one short line (`compositionText`): a few missing buffs by
 * the names players know, and how many raiders have no character; nothing for an empty roster.
 */
export function CompositionSummary({ composition }: { composition: RosterComposition | undefined }) {
  const styles = useStyles();
  const text = composition && compositionText(composition);
  if (!composition || !text) return null;
  const complete = composition.missing.length === 0 && composition.withoutCharacter === 0;
  return (
    <p className={styles.line}>
      <Icon name={complete ? 'circle-check' : 'circle-alert'} size={16} />
      <span>{text}</span>
    </p>
  );
}
