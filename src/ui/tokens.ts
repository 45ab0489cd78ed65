/**
 * Design tokens as CSS custom properties. Amber is the primary colour, slate the neutral one.
 * Integrators theme the widget through the public `--raider-panel-*` properties on the host element;
 * everything inside reads the private `--rp-*` ones so a host can never break a single rule by accident.
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
  --rp-primary-hover: #d97706;
  --rp-on-primary: #0f172a;
  --rp-link: #b45309;
  --rp-focus: #b45309;
  --rp-header-bg: #0f172a;
  --rp-header-text: #f8fafc;
  --rp-danger: #b91c1c;
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
  --rp-primary-hover: #f59e0b;
  --rp-on-primary: #0f172a;
  --rp-link: #fcd34d;
  --rp-focus: #fbbf24;
  --rp-header-bg: #020617;
  --rp-header-text: #f8fafc;
  --rp-danger: #fca5a5;
  --rp-shadow: 0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.3);
`;

const shape = /* css */ `
  --rp-radius: var(--raider-panel-radius, 10px);
  --rp-font: var(--raider-panel-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif);
`;

/** The token sheet for one scope; the `dark` class on the scope switches the palette. */
export function themeCss(scope: ThemeScope): string {
  const base = scope === 'host' ? ':host' : 'html';
  const darkSelector = scope === 'host' ? ':host(.dark)' : 'html.dark';
  return `${base}{${shape}${light}color-scheme:light;}${darkSelector}{${dark}color-scheme:dark;}`;
}
