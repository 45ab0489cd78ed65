import type { RoutingMode } from '../src/app';
import type { RaiderPanelAttributes, RaiderPanelSettings } from '../src/app/panel-options';
import { colorModePreferences, isPreference, type ColorModePreference } from '../src/platform';
import { isUiLocale, uiLocales, type UiLocale } from '../src/ui/ui-strings';

/**
 * The element's attributes, how a value is checked, and what a bad or missing one falls back to. The
 * same rules check the `data-*` settings of the script tag (defaults for every element on the page).
 */
export const attributeNames = ['route', 'routing', 'color-mode', 'api', 'config', 'ui-locale', 'nonce'] as const satisfies ReadonlyArray<
  keyof RaiderPanelAttributes
>;
export type AttributeName = (typeof attributeNames)[number];
/** Compile-time check that the list above names every attribute of the settings type. */
const everyAttributeListed: Exclude<keyof RaiderPanelAttributes, AttributeName> extends never ? true : never = true;
void everyAttributeListed;

/** Settings from the script tag's `data-*` attributes, already checked: attribute name → raw value. */
export type PageDefaults = Readonly<Partial<Record<AttributeName, string>>>;

const routingModes: readonly RoutingMode[] = ['memory', 'hash'];

interface Rule<Value> {
  /** The value, or `undefined` when it is not one the widget understands. */
  parse(raw: string): Value | undefined;
  /** What a good value looks like, for the warning. */
  expected: string;
  /** Used when the attribute is absent or bad (and no page default exists). */
  fallback: Value;
  /** How the warning names the fallback. */
  fallbackText: string;
}

/** A backend address: `local`, or an http(s) URL (absolute, or relative to the page). */
function parseApi(raw: string): string | undefined {
  const value = raw.trim();
  if (value === 'local') return value;
  if (!value) return undefined;
  try {
    const { protocol } = new URL(value, document.baseURI);
    return protocol === 'http:' || protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export const settingRules = {
  routing: {
    parse: (raw: string) => ((routingModes as readonly string[]).includes(raw) ? (raw as RoutingMode) : undefined),
    expected: `one of ${routingModes.join(', ')}`,
    fallback: 'memory' as RoutingMode,
    fallbackText: 'memory',
  } satisfies Rule<RaiderPanelSettings['routing']>,
  'color-mode': {
    parse: (raw: string) => (isPreference(raw) ? raw : undefined),
    expected: `one of ${colorModePreferences.join(', ')}`,
    fallback: null as ColorModePreference | null,
    fallbackText: "the raider's preference",
  } satisfies Rule<RaiderPanelSettings['colorMode']>,
  'ui-locale': {
    parse: (raw: string) => (isUiLocale(raw) ? raw : undefined),
    expected: `one of ${uiLocales.join(', ')}`,
    fallback: 'en' as UiLocale,
    fallbackText: 'en',
  } satisfies Rule<RaiderPanelSettings['uiLocale']>,
  api: {
    parse: parseApi,
    expected: "'local' or an http(s) URL",
    fallback: undefined as string | undefined,
    fallbackText: 'the default (<script origin>/api)',
  } satisfies Rule<string | undefined>,
};

export type CheckedAttribute = keyof typeof settingRules;
export type SettingValue<Name extends CheckedAttribute> = (typeof settingRules)[Name]['fallback'];

/** The warning for a bad value, always starting with `[raider-panel]`. */
export function badValueMessage(where: string, raw: string, name: CheckedAttribute): string {
  const rule = settingRules[name];
  return `[raider-panel] ${where}="${raw}" is not ${rule.expected}; using ${rule.fallbackText}`;
}

/** `data-color-mode` arrives in `dataset` as `colorMode`. */
function datasetKey(name: AttributeName): string {
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The page defaults from the script tag's `dataset`. Bad values warn once (naming the `data-*`
 * attribute) and are dropped; other `data-*` attributes are ignored on purpose, since host pages and
 * their plugins put their own on script tags (`data-cfasync`, `data-no-optimize`).
 */
export function readPageDefaults(
  dataset: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void = console.warn,
): PageDefaults {
  const defaults: Partial<Record<AttributeName, string>> = {};
  for (const name of attributeNames) {
    const raw = dataset[datasetKey(name)];
    if (raw === undefined) continue;
    if (name in settingRules && settingRules[name as CheckedAttribute].parse(raw) === undefined) {
      warn(badValueMessage(`data-${name}`, raw, name as CheckedAttribute));
      continue;
    }
    defaults[name] = raw;
  }
  return Object.freeze(defaults);
}
