import { useApp } from '../instance/app-context';
import { nextPreference, type ColorModePreference } from '../platform';
import { Icon, Tooltip, createStyles, useStore, type IconName } from '../ui';

const labels: Record<ColorModePreference, { word: string; icon: IconName }> = {
  system: { word: 'systemowy', icon: 'monitor' },
  light: { word: 'jasny', icon: 'sun' },
  dark: { word: 'ciemny', icon: 'moon' },
};

const useStyles = createStyles(({ css }) => ({
  button: css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid var(--rp-inverse-border);
    border-radius: var(--rp-radius);
    background: transparent;
    color: var(--rp-inverse-text);
    cursor: pointer;
    &:hover {
      background: var(--rp-inverse-hover);
    }
  `,
}));

/**
 * Cycles the raider's colour preference: system → light → dark. Hidden while the host page or the
 * route forces a mode, because then there is nothing for the raider to choose.
 */
export function ColorModeSwitch() {
  const styles = useStyles();
  const { colorMode } = useApp();
  const preference = useStore(colorMode.$preference);
  const hostForced = useStore(colorMode.$hostForced);
  const routeForced = useStore(colorMode.$routeForced);
  if (hostForced || routeForced) return null;
  const current = labels[preference];
  const next = labels[nextPreference(preference)];
  return (
    <Tooltip content={`Motyw kolorów: ${current.word}`}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Motyw: ${current.word}. Zmień na ${next.word}`}
        data-preference={preference}
        onClick={() => colorMode.setPreference(nextPreference(preference))}
      >
        <Icon name={current.icon} />
      </button>
    </Tooltip>
  );
}
