import type { RosterComposition } from '../../domain/raids/signup-types';
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
 * What the roster's raiders do not bring, in one line: "Brak: Bloodlust/Heroism, Battle res" (names as
 * players know them), or that nothing is missing. Counts only raiders with a place and a character.
 */
export function CompositionSummary({ composition }: { composition: RosterComposition | undefined }) {
  const styles = useStyles();
  if (!composition) return null;
  const { missing } = composition;
  return (
    <p className={styles.line}>
      <Icon name={missing.length ? 'circle-alert' : 'circle-check'} size={16} />
      <span>{missing.length ? `Brak: ${missing.map((buff) => buff.name).join(', ')}` : 'Wszystkie buffy i narzędzia są w składzie.'}</span>
    </p>
  );
}
