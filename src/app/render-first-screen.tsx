/**
 * The widget's first screen rendered ahead of time, outside a browser: at build time for the bundled
 * guild, and by the guild's server for its own config. The script-tag loader paints the markup and CSS
 * into each `<raider-panel>` as soon as they arrive, long before the core has run; the app then
 * hydrates that very markup (`CreateAppOptions.hydrate`).
 *
 * It renders the very tree `createApp` mounts, with every browser-only part (storage, media queries,
 * the backend) left out, so markup and layout match what the app renders on its first frame. Runs in
 * Node only, with `react` aliased to preact/compat (the browser build's aliases).
 */
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { createMemoryHistory } from '@remix-run/router';
import type { GuildConfig } from '../data';
import { createGuildConfigStore, createRaiderSessionStore } from '../stores';
import { createColorModeStore } from '../stores/color-mode-store';
import { baseCss, createInstanceEmotion, createToastStore, defaultUiLocale, type UiLocale } from '../ui';
import { AssetProvider } from '../ui/AssetProvider';
import { defaultAssetBase } from '../platform/image-base';
import { createSafeStorage } from '../platform/safe-storage';
import { atom } from 'nanostores';
import { App } from './App';
import type { AppContextValue } from '../instance/app-context';
import { createPageRegistry } from './page-registry';
import { createRaidApiSource } from './raid-api-source';
import { widgetRegionLabel } from './WidgetLandmark';
import {
  firstScreenAssetBase,
  firstScreenRoute as route,
  paintedScreenAttribute,
  type FirstScreen,
  type RenderFirstScreen,
} from '../data/first-screen';

export interface RenderFirstScreenOptions {
  guild: GuildConfig;
  /** The widget's screen (a region in a shadow root) or the standalone site's (the page's landmarks). @default 'widget' */
  kind?: 'widget' | 'site';
}

/** The root element the app renders into exists only in a browser; effects, which use it, never run here. */
const noElement = {} as HTMLElement;

/** Storage that holds nothing: no raider's preference or session exists ahead of time. */
const noStorage = createSafeStorage(() => undefined);

export const renderFirstScreen = (({ guild: config, kind = 'widget' }: RenderFirstScreenOptions): FirstScreen => {
  const guild = createGuildConfigStore(config);
  // The site's images are relative to its page (as `defaultAssetBase('site')`); the widget's come from
  // the loader's server, whose address the loader puts in for the placeholder.
  const assetBase = kind === 'site' ? defaultAssetBase('site') : firstScreenAssetBase;
  const raidApi = createRaidApiSource({ api: undefined, defaultBase: assetBase, guild });
  const uiLocale = atom<UiLocale>(config.uiLocale ?? defaultUiLocale);
  // The container is never written to outside a browser: emotion keeps the rules in its cache.
  const emotion = createInstanceEmotion({ container: null as unknown as Node });
  const context: AppContextValue = {
    colorMode: createColorModeStore({ storage: noStorage }),
    guild,
    session: createRaiderSessionStore({ storage: noStorage, key: raidApi.sessionKey }),
    raidApi: raidApi.get,
    backend: { $status: raidApi.$status, recheck: raidApi.recheck },
    onSignup: () => {},
    kind,
    userAgent: '',
    onNavigate: () => {},
    onError: () => {},
  };
  const tree = (
    <AssetProvider assetBase={assetBase}>
      <App
        context={context}
        emotion={emotion}
        history={createMemoryHistory({ initialEntries: [route], v5Compat: true })}
        pages={createPageRegistry()}
        portalRoot={noElement}
        toasts={createToastStore()}
        uiLocale={uiLocale}
      />
    </AssetProvider>
  );
  const inner = renderToString(tree as unknown as VNode);
  // Outside a browser, emotion's cache holds each inserted rule set as text, in insertion order.
  const inserted = Object.entries(emotion.cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const base = baseCss(kind === 'site' ? 'document' : 'host');
  // The widget's root is one labelled region of the host page (WidgetLandmark); the site's owns the page.
  const region = kind === 'widget' ? ` role="region" aria-label="${escapeAttribute(widgetRegionLabel(config.name))}"` : '';
  return {
    route,
    html: `<div class="rp-root" ${paintedScreenAttribute}${region}>${inner}</div>`,
    css: base + inserted.map(([, rules]) => rules).join(''),
  };
}) satisfies RenderFirstScreen;

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
