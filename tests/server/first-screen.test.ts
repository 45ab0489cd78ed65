import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFirstScreenRenderer } from '../../site/build/build-first-screen';
import { firstScreenAssetBase, paintedScreenAttribute, type FirstScreen, type RenderFirstScreen } from '../../src/data/first-screen';
import { sampleGuild } from '../../src/data/guild';
import { renamedSampleGuild } from '../fixtures/renamed-guild';
import { call } from './helpers/api-client';
import { startTestServer, temporaryDirectory } from './helpers/test-server';

/**
 * The first screen rendered ahead of time, by the renderer the build makes (bundled here afresh from
 * the sources) and by the server that loads it for the guild's config.
 */
const guildName = 'Srebrny Zmierzch';
const customGuild = renamedSampleGuild(guildName);
const rendererPath = 'dist/test-prerender/first-screen.mjs';
let render: RenderFirstScreen;
let scratch: Awaited<ReturnType<typeof temporaryDirectory>>;

beforeAll(async () => {
  await buildFirstScreenRenderer({ outfile: rendererPath, defines: {} });
  ({ renderFirstScreen: render } = (await import(pathToFileURL(resolve(rendererPath)).href)) as {
    renderFirstScreen: RenderFirstScreen;
  });
  scratch = await temporaryDirectory('first-screen');
}, 60_000);
afterAll(async () => {
  await scratch?.remove();
});

/** The class names an HTML string uses. */
function classesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)))].filter(Boolean);
}

describe('the first-screen renderer', () => {
  it('renders the home page of the guild it is given, as one marked widget region', () => {
    const screen = render({ guild: customGuild });
    expect(screen.route).toBe('/');
    expect(
      screen.html.startsWith(`<div class="rp-root" ${paintedScreenAttribute} role="region" aria-label="Panel gildii ${guildName}">`),
    ).toBe(true);
    expect(screen.html).toContain(`<h1 id="rp-home-title"`);
    expect(screen.html).toContain(`>${guildName}</h1>`);
    expect(screen.html).not.toContain(sampleGuild.name);
    // Images point at the placeholder base the loader replaces with its own.
    expect(screen.html).toContain(`${firstScreenAssetBase}_ipx/`);
  });

  it('brings a rule for every class its markup uses, after the base rules of the host', () => {
    const screen = render({ guild: customGuild });
    expect(screen.css.startsWith(':host{')).toBe(true);
    const missing = classesIn(screen.html).filter((name) => !screen.css.includes(`.${name}`));
    expect(missing).toEqual([]);
  });

  it("brings the colour switch for `system` with every preference's icon, so its attributes alone show another", () => {
    for (const kind of ['widget', 'site'] as const) {
      const screen = render({ guild: customGuild, kind });
      const button = /<button [^>]*aria-label="Motyw: systemowy. Zmień na jasny" data-preference="system"[^>]*>(.*?)<\/button>/.exec(
        screen.html,
      );
      expect(button?.[1]?.match(/<svg /g)).toHaveLength(3);
    }
  });

  it('escapes a guild name that looks like markup', () => {
    const screen = render({ guild: { ...customGuild, name: 'Gildia "<b>Smoki</b>" & co' } });
    expect(screen.html).toContain('aria-label="Panel gildii Gildia &quot;&lt;b>Smoki&lt;/b>&quot; &amp; co"');
    expect(screen.html).not.toContain('<b>Smoki</b>');
  });
});

describe('GET /api/first-screen with the screen', () => {
  it('carries the guild’s first screen, rendered for its config', async () => {
    const running = await startTestServer({ inProcess: true, guildConfig: customGuild, firstScreenRenderer: rendererPath });
    try {
      const answer = await call(`${running.api}/first-screen`, 'GET');
      expect(answer.status).toBe(200);
      const screen = answer.body.screen as FirstScreen;
      expect(screen).toEqual(JSON.parse(JSON.stringify(render({ guild: customGuild }))));
      expect(answer.body.config.name).toBe(guildName);
    } finally {
      await running.close();
    }
  });

  it('writes the guild’s site screen into the page it sends, in place of the bundled guild’s', async () => {
    const running = await startTestServer({ inProcess: true, guildConfig: customGuild, firstScreenRenderer: rendererPath });
    try {
      const html = (await call(`${running.url}/`, 'GET')).body as string;
      const [, markup, script] = /<!-- first-screen:body -->(.*?)<!-- \/first-screen:body -->\s*(<script[^>]*>)/s.exec(html)!;
      expect(markup).toBe(render({ guild: customGuild, kind: 'site' }).html);
      // Then the script that shows the raider's choice on the colour switch, with the response's CSP nonce.
      expect(script).toMatch(/^<script nonce="[^"]+">$/);
      expect(markup).toContain(`>${guildName}</h1>`);
      expect(html).not.toContain(sampleGuild.name);
    } finally {
      await running.close();
    }
  });

  it('answers without a screen when the build has no renderer, and logs a renderer that fails, once', async () => {
    const missing = await startTestServer({ inProcess: true, firstScreenRenderer: join(scratch.path, 'none.mjs') });
    const brokenPath = join(scratch.path, 'broken.mjs');
    await writeFile(brokenPath, 'export function renderFirstScreen() { throw new Error("zepsuty"); }\n');
    const logged: string[] = [];
    const broken = await startTestServer({ inProcess: true, firstScreenRenderer: brokenPath, log: (message) => logged.push(message) });
    try {
      for (const running of [missing, broken]) {
        const answer = await call(`${running.api}/first-screen`, 'GET');
        expect(answer.status).toBe(200);
        expect(answer.body.screen).toBeUndefined();
        expect(answer.body.config.name).toBe(sampleGuild.name);
        // The site's page then carries none either (not even the bundled guild's the build wrote): no
        // element with the screen's attribute (the head's early-click script names it in a selector).
        expect((await call(`${running.url}/`, 'GET')).body).not.toMatch(/<[a-z]+[^<>]*\sdata-first-screen/);
      }
      await call(`${broken.api}/first-screen`, 'GET');
      expect(logged.filter((message) => message.includes('first screen'))).toHaveLength(1);
    } finally {
      await missing.close();
      await broken.close();
    }
  });
});
