import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { staticImports, type Metafile } from './metafile';

/**
 * The browser learns a lazily loaded part's own imports only once the part's file has arrived and been
 * parsed, and theirs only once those have: a raider page whose chunks import chunks arrives in as many
 * rounds of requests as that chain is deep (three or four here), each a round trip of the raider's
 * network. So every `import("./part.js")` in the build's output becomes a call of this helper with the
 * part and the chunks it needs that the importing file does not already have, and all of them are asked
 * for at once. It answers with the part's module, or fails as the part's import would (a chunk the part
 * needs cannot load). A module's code only defines things, so one evaluated a little before the part that
 * imports it behaves the same.
 */
export const lazyImportHelper = 'function __rpLazy(...u){return Promise.all(u.map(s=>import(s))).then(m=>m[0])}';

const helperName = '__rpLazy';

/**
 * `source`, the text of the build's output `file`, with each `import("./part.js")` whose part needs
 * chunks not yet loaded asking for them too (`lazyImportHelper`, added once at the end). Throws when an
 * import the metafile names is not in the text as esbuild writes it, so a change there breaks the build
 * rather than bringing the chains back unnoticed. All outputs sit in one directory.
 */
export function flattenLazyImportsIn(source: string, file: string, metafile: Metafile): string {
  if (source.includes(helperName)) return source;
  let flattened = source;
  // What has loaded by the time this file runs: the file and its static imports.
  const loaded = new Set([file, ...staticImports(metafile, file)]);
  const parts = new Set(
    (metafile.outputs[file]?.imports ?? [])
      .filter((entry) => entry.kind === 'dynamic-import' && !entry.external)
      .map((entry) => entry.path),
  );
  for (const part of parts) {
    const needed = staticImports(metafile, part).filter((chunk) => !loaded.has(chunk));
    if (needed.length === 0) continue;
    const call = `import("./${basename(part)}")`;
    if (!flattened.includes(call)) throw new Error(`build: ${basename(file)} has no ${call} to load its chunks with`);
    const specifiers = [part, ...needed].map((chunk) => JSON.stringify(`./${basename(chunk)}`)).join(',');
    flattened = flattened.split(call).join(`${helperName}(${specifiers})`);
  }
  return flattened === source ? source : `${flattened}\n${lazyImportHelper}\n`;
}

/** Rewrites every JS output of the build in place (see `flattenLazyImportsIn`). */
export async function flattenLazyImports(metafile: Metafile): Promise<void> {
  for (const file of Object.keys(metafile.outputs).filter((output) => output.endsWith('.js'))) {
    const source = await readFile(file, 'utf8');
    const flattened = flattenLazyImportsIn(source, file, metafile);
    if (flattened !== source) await writeFile(file, flattened);
  }
}
