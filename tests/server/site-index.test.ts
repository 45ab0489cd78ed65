import { describe, expect, it } from 'vitest';
import { firstScreenMarker, firstScreenScriptId } from '../../src/data/first-screen';
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

describe('the site page a guild server sends', () => {
  it('carries the guild config, its name in the head and preloads of the config checker', () => {
    const guild = { ...sampleGuild, name: 'Srebrny Zmierzch', tagline: 'Razem do ostatniego bossa.' };
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
