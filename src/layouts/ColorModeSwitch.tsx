import { useApp } from '../instance/app-context';
import { colorModePreferences, nextPreference, type ColorModePreference } from '../platform';
import { Icon, Tooltip, createStyles, useStore, type IconName } from '../ui';
import { colorModeWords, colorSwitchLabel } from './color-switch-look';

const icons: Record<ColorModePreference, IconName> = { system: 'monitor', light: 'sun', dark: 'moon' };

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
    ${colorModePreferences.map((preference, index) => `&:not([data-preference='${preference}']) > :nth-child(${index + 1})`).join(',')} {
      display: none;
    }
  `,
}));

/**
 * Cycles the raider's colour preference: system → light → dark. Hidden while the host page or the
 * route forces a mode, because then there is nothing for the raider to choose. It holds every
 * preference's icon and its CSS shows the current one, so a first screen painted for `system` shows
 * another preference by its attributes alone (`paintColorSwitch`).
 */
export function ColorModeSwitch() {
  const styles = useStyles();
  const { colorMode } = useApp();
  const preference = useStore(colorMode.$preference);
  const hostForced = useStore(colorMode.$hostForced);
  const routeForced = useStore(colorMode.$routeForced);
  if (hostForced || routeForced) return null;
  return (
    <Tooltip content={`Motyw kolorów: ${colorModeWords[preference]}`}>
      <button
        type="button"
        className={styles.button}
        aria-label={colorSwitchLabel(preference)}
        data-preference={preference}
        onClick={() => colorMode.setPreference(nextPreference(preference))}
      >
        {colorModePreferences.map((shown) => (
          <Icon key={shown} name={icons[shown]} />
        ))}
      </button>
    </Tooltip>
  );
}
