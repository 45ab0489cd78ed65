/**
 * Design tokens as CSS custom properties. Amber is the primary colour, slate the neutral one.
 * Integrators theme the widget through the public `--raider-panel-*` properties on the host element
 * (`primary`, `primary-hover`, `on-primary`, `radius`, `font-family`; README "Theming"); everything
 * inside reads the private `--rp-*` ones so a host can never break a single rule by accident.
 *
 * Contrast (WCAG 2.1 AA, checked by the browser tests): text tokens reach 4.5:1 on `--rp-bg`,
 * `--rp-surface` and `--rp-surface-raised` in their mode; `--rp-focus` reaches 3:1 on the same surfaces.
 * Slate "inverse" surfaces (the header, the home hero, the skip link's backdrop) are dark in both modes
 * and have their own text, accent and focus tokens: see `inverseSurfaceCss`.
 */

/** Where the tokens are declared: the widget's host element, or `<html>` on the standalone site. */
export type ThemeScope = 'host' | 'document';

const light = /* css */ `
  --rp-bg: #ffffff;
  --rp-surface: #f8fafc;
  --rp-surface-raised: #ffffff;
  --rp-text: #0f172a;
  --rp-muted: #475569;
  --rp-border: #e2e8f0;
  --rp-primary: var(--raider-panel-primary, #f59e0b);
  --rp-primary-hover: var(--raider-panel-primary-hover, #d97706);
  --rp-on-primary: var(--raider-panel-on-primary, #0f172a);
  --rp-link: #b45309;
  --rp-accent-text: #b45309;
  --rp-focus: #b45309;
  --rp-header-bg: #0f172a;
  --rp-header-text: #f8fafc;
  --rp-danger: #b91c1c;
  --rp-success: #15803d;
  --rp-shadow: 0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 12px rgba(15, 23, 42, 0.06);
`;

const dark = /* css */ `
  --rp-bg: #0f172a;
  --rp-surface: #1e293b;
  --rp-surface-raised: #1e293b;
  --rp-text: #f1f5f9;
  --rp-muted: #cbd5e1;
  --rp-border: #334155;
  --rp-primary: var(--raider-panel-primary, #fbbf24);
  --rp-primary-hover: var(--raider-panel-primary-hover, #f59e0b);
  --rp-on-primary: var(--raider-panel-on-primary, #0f172a);
  --rp-link: #fcd34d;
  --rp-accent-text: #fcd34d;
  --rp-focus: #fbbf24;
  --rp-header-bg: #020617;
  --rp-header-text: #f8fafc;
  --rp-danger: #fca5a5;
  --rp-success: #86efac;
  --rp-shadow: 0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.3);
`;

/** Slate surfaces look the same in both modes, so their tokens are declared once. */
const inverse = /* css */ `
  --rp-inverse-text: #f8fafc;
  --rp-inverse-muted: #e2e8f0;
  --rp-inverse-accent: #fcd34d;
  --rp-inverse-focus: #fbbf24;
  --rp-inverse-border: rgba(248, 250, 252, 0.3);
  --rp-inverse-hover: rgba(248, 250, 252, 0.1);
`;

const shape = /* css */ `
  --rp-radius: var(--raider-panel-radius, 10px);
  --rp-font: var(--raider-panel-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif);
`;

/**
 * Declarations for an element that is a slate surface in both modes. The light mode's dark amber
 * (`--rp-focus`, `--rp-link`) drops below 3:1 on slate, so rings and links inside switch to light amber.
 */
export const inverseSurfaceCss = `
  color: var(--rp-inverse-text);
  --rp-focus: var(--rp-inverse-focus);
  --rp-link: var(--rp-inverse-accent);
  --rp-accent-text: var(--rp-inverse-accent);
  --rp-muted: var(--rp-inverse-muted);
`;

/**
 * Declarations for a select set in a row beside its label (an officer's per-raider choice on the Skład
 * and attendance sheets), where the forms' full-width field does not fit: a 44 px target, the field's
 * border and colours.
 */
export const inlineSelectCss = `
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid var(--rp-muted);
  border-radius: var(--rp-radius);
  background: var(--rp-bg);
  color: var(--rp-text);
  font: inherit;
`;

/** The token sheet for one scope; the `dark` class on the scope switches the palette. */
export function themeCss(scope: ThemeScope): string {
  const base = scope === 'host' ? ':host' : 'html';
  const darkSelector = scope === 'host' ? ':host(.dark)' : 'html.dark';
  return `${base}{${shape}${inverse}${light}color-scheme:light;}${darkSelector}{${dark}color-scheme:dark;}`;
}
