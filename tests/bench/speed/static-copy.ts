import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { benchConfig } from './bench-config';
import { firstContentProbe } from './page-probes';

/** What the widget paints in its first frame: the host's classes, the shadow root's markup and its CSS. */
interface FirstScreen {
  hostClass: string;
  html: string;
  css: string;
}

/**
 * The static-copy floor, built from the current source on every run: the Preact build's widget is
 * loaded once (unthrottled), and at the moment the app's own first heading shows, its shadow root's markup and
 * every CSS rule it holds (its `<style>` sheets and adopted sheets) are copied into one classic script
 * that writes them into the shadow root of `<bench-static>`. Same markup, same CSS, same host page: the
 * least any script can do to paint that first screen.
 */
export async function buildStaticCopy(browser: Browser, baseUrl: string, www = benchConfig.www): Promise<void> {
  const context = await browser.newContext({ viewport: benchConfig.viewport, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript(firstContentProbe);
    await page.goto(`${baseUrl}/preact.html`);
    const screen: FirstScreen = await page.evaluate(async () => {
      await (window as unknown as { __benchAppRenders: Promise<unknown> }).__benchAppRenders;
      const host = document.querySelector('raider-panel')!;
      const root = host.shadowRoot!;
      const sheets = [...root.styleSheets, ...root.adoptedStyleSheets];
      const css = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
      const html = [...root.childNodes]
        .filter((node) => !(node instanceof HTMLStyleElement || node instanceof HTMLScriptElement))
        .map((node) => (node instanceof Element ? node.outerHTML : (node.textContent ?? '')))
        .join('');
      return { hostClass: host.className, html, css };
    });
    if (!screen.html.includes('<h1')) throw new Error('static copy: the widget showed no heading');
    const script = `(function(){customElements.define("bench-static",class extends HTMLElement{connectedCallback(){var r=this.shadowRoot||this.attachShadow({mode:"open"});this.className=${JSON.stringify(
      screen.hostClass,
    )};r.innerHTML=${JSON.stringify(`<style>${screen.css}</style>${screen.html}`)}}})})();\n`;
    await mkdir(join(www, 'static'), { recursive: true });
    await writeFile(join(www, 'static', 'static.js'), script);
  } finally {
    await context.close();
  }
}
