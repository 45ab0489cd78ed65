import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenMarker, firstScreenScriptId, type FirstScreen } from '../../src/data/first-screen';
import { siteAppId, styleNamesIn } from '../../src/data/site-first-screen';
import { sampleGuild } from '../../src/data/guild';
import { personalizeSiteIndex } from '../../server/static/site-index';

const template = [
  '<!doctype html><html lang="pl"><head>',
  '<title>Bursztynowy Świt</title>',
  '<meta name="description" content="Bursztynowy Świt – gildia rajdowa" />',
  '<meta property="og:title" content="Bursztynowy Świt" />',
  firstScreenMarker(['./assets/load-guild-config-A.js', './assets/chunk-B.js']),
  '</head><body><div id="app"></div></body></html>',
].join('\n');

/** Another guild than the bundled one: its name and none of the sample guild's own sentences. */
const { valuesLead: _sampleLead, ...sampleWithoutLead } = sampleGuild;
const otherGuild = { ...sampleWithoutLead, name: 'Srebrny Zmierzch' };

describe('the site page a guild server sends', () => {
  it('carries the guild config, its name in the head and preloads of the config checker', () => {
    // Another guild: its own words, not the sample guild's (whose values lead names it).
    const guild = { ...otherGuild, tagline: 'Razem do ostatniego bossa.' };
    const html = personalizeSiteIndex(template, guild);
    expect(html).toContain('<title>Srebrny Zmierzch</title>');
    expect(html).toContain('<meta name="description" content="Razem do ostatniego bossa." />');
    expect(html).toContain('<meta property="og:title" content="Srebrny Zmierzch" />');
    expect(html).toContain('<link rel="modulepreload" href="./assets/load-guild-config-A.js" />');
    expect(html).toContain('<link rel="modulepreload" href="./assets/chunk-B.js" />');
    expect(html).not.toContain('raider-panel:first-screen');
    expect(html).not.toContain(sampleGuild.name);
  });

  it('keeps a guild’s text from ending the script or the title early, and `$` as text', () => {
    const guild = { ...sampleGuild, name: '</script><b>"Zmierzch" & $& $1', tagline: '<!-- "cytat" -->' };
    const html = personalizeSiteIndex(template, guild);
    const script = new RegExp(`<script type="application/json" id="${firstScreenScriptId}">(.*?)</script>`, 's').exec(html);
    expect(JSON.parse(script![1]!)).toEqual({ config: JSON.parse(JSON.stringify(guild)) });
    expect(script![1]).not.toContain('<');
    expect(html).toContain('<title>&lt;/script&gt;&lt;b&gt;&quot;Zmierzch&quot; &amp; $&amp; $1</title>');
    expect(html).toContain('content="&lt;!-- &quot;cytat&quot; --&gt;"');
  });
});

describe('the site’s first screen in the page', () => {
  const built = [
    '<html><head><title>Bursztynowy Świt</title>',
    '<!-- first-screen:head --><style id="raider-panel-first-screen-style">.rp-a{color:red}</style><!-- /first-screen:head -->',
    '</head><body><!-- first-screen:body --><div class="rp-root" data-first-screen><h1>Bursztynowy Świt</h1></div><!-- /first-screen:body -->',
    '<div id="app"></div></body></html>',
  ].join('');
  const screen: FirstScreen = {
    route: '/',
    html: '<div class="rp-root" data-first-screen><h1 class="rp-b">Srebrny Zmierzch</h1></div>',
    css: 'body{margin:0}.rp-b{content:"</style>"}',
  };

  it('replaces the bundled guild’s screen the build wrote with the guild’s own', () => {
    const html = personalizeSiteIndex(built, otherGuild, screen);
    expect(html).toContain(
      '<!-- first-screen:body --><div class="rp-root" data-first-screen><h1 class="rp-b">Srebrny Zmierzch</h1></div><!-- /first-screen:body -->',
    );
    expect(html).not.toContain(sampleGuild.name);
    // The rules, with the rule that hides the screen away from its route; no `</style>` ends them early.
    const style = /<style id="raider-panel-first-screen-style">(.*?)<\/style>/s.exec(html)![1]!;
    expect(style).toContain('.rp-b{content:"\\3c /style>"}');
    expect(style).toContain('html.rp-away [data-first-screen]{display:none}');
    // No frame before the parser has read the whole screen: up to the app's element, which follows it.
    expect(html).toContain(`<link rel="expect" href="#${siteAppId}" blocking="render">`);
  });

  it('has the switch script, then the app’s element, right after the screen’s block: the first frame waits for both', () => {
    const siteTemplate = readFileSync('site/index.html', 'utf8');
    expect(siteTemplate).toMatch(
      new RegExp(`<!-- /first-screen:body -->\\s*<!-- build:switch-script -->\\s*<div id="${siteAppId}"></div>`),
    );
  });

  it('leaves no screen at all when the server has none to write: never another guild’s', () => {
    const html = personalizeSiteIndex(built, { ...sampleGuild, name: 'Srebrny Zmierzch' }, null);
    expect(html).toContain('<!-- first-screen:head --><!-- /first-screen:head -->');
    expect(html).toContain('<!-- first-screen:body --><!-- /first-screen:body -->');
    expect(html).not.toContain('data-first-screen');
  });

  it('finds emotion’s names in the screen’s rules', () => {
    expect(styleNamesIn('.rp-1aw3mu8{color:red}.rp-1aw3mu8:hover{}.rp-root{}@media (min-width:1px){.rp-x9{}}')).toEqual([
      '1aw3mu8',
      'root',
      'x9',
    ]);
  });
});
