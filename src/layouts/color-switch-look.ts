import { nextPreference, type ColorModePreference } from '../platform/color-mode';

/** Each preference's word. */
export const colorModeWords: Record<ColorModePreference, string> = { system: 'systemowy', light: 'jasny', dark: 'ciemny' };

export const colorSwitchLabel = (preference: ColorModePreference) =>
  `Motyw: ${colorModeWords[preference]}. Zmień na ${colorModeWords[nextPreference(preference)]}`;

/**
 * Shows `preference` on a painted first screen's switch (rendered for `system`) as the app renders it:
 * the switch's markup is the same for every preference but these two attributes (its CSS shows the
 * icon of its `data-preference`), so the app hydrates it as it is.
 */
export function paintColorSwitch(button: Element, preference: ColorModePreference): void {
  button.setAttribute('aria-label', colorSwitchLabel(preference));
  button.setAttribute('data-preference', preference);
}
