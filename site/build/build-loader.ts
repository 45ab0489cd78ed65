import { build, type BuildOptions } from 'esbuild';

/** One minified classic script (no modules), for the browsers the widget supports. */
export const classicScript = {
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * Builds the script-tag loader (embed/loader.ts) as a small classic script that imports `core` and
 * starts `coreImports` at the same time, both relative to the loader's own URL. Used for the site's
 * `raider-panel.js` and for the React build that only the benchmark makes.
 */
export async function buildLoader({
  outfile,
  core,
  coreImports,
  configChecker,
  version,
}: {
  outfile: string;
  core: string;
  coreImports: string[];
  /** The config checker's chunk and its static imports, relative like `core`. */
  configChecker: string[];
  /** package.json's version, stamped on `window.RaiderPanel.version`. */
  version: string;
}): Promise<void> {
  await build({
    entryPoints: ['embed/loader.ts'],
    outfile,
    ...classicScript,
    define: {
      __RAIDER_PANEL_CORE__: JSON.stringify(core),
      __RAIDER_PANEL_CORE_IMPORTS__: JSON.stringify(coreImports),
      __RAIDER_PANEL_VERSION__: JSON.stringify(version),
      __RAIDER_PANEL_CONFIG_CHECKER__: JSON.stringify(configChecker),
    },
  });
}

/** A small module (`site/head-script.ts`) as one classic `<script>`, for a page to run inline. */
export async function inlineScript(entry: string, define: Record<string, string> = {}): Promise<string> {
  const { outputFiles } = await build({ entryPoints: [entry], ...classicScript, define, write: false });
  // esbuild writes `</script` in a string as `<\/script`: nothing in it can end the element early.
  return `<script>${outputFiles[0]!.text.trim()}</script>`;
}
