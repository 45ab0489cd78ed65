/**
 * The standalone site: the same core as the widget, mounted full-page with hash routing on the real
 * URL (`#/raider/signups`), its styles in the document head and the title set per route.
 */
import { createApp } from '../src/app';

const target = document.getElementById('app');
if (!target) throw new Error('site/index.html must contain <div id="app">');

// The site shows the bundled guild unless its page names a config: <meta name="raider-panel-config" content="URL">.
const config = document.querySelector<HTMLMetaElement>('meta[name="raider-panel-config"]')?.content || undefined;

createApp({
  target,
  config,
  styleContainer: document.head,
  colorModeTarget: document.documentElement,
  kind: 'site',
  routing: 'hash',
}).mount();
