import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, test } from 'vitest';
import { chunkPlan, chunkPlanPlugin } from '../../site/build/chunk-plan';

const root = mkdtempSync(join(tmpdir(), 'chunk-plan-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A small app shaped like ours: a core that loads two group modules and two lazy parts; each lazy part
 * shares a helper with the core and one with a group module. Without the plan, esbuild cuts the shared
 * helpers into chunks of their own.
 */
const files: Record<string, string> = {
  'core.ts': `import { coreHelper } from './core-helper';
export const start = () => [coreHelper(), import('./raid-card').then((card) => card.RaidCard()), import('./pages').then((pages) => pages.Values()),
  import('./panel').then((panel) => panel.default()), import('./toasts').then((toasts) => toasts.Toasts())];`,
  'core-helper.ts': `export const coreHelper = () => 'core';`,
  'group-helper.ts': `export const groupHelper = () => 'group';`,
  'raid-card.ts': `import { groupHelper } from './group-helper';\nexport const RaidCard = () => groupHelper();`,
  'pages.ts': `import { coreHelper } from './core-helper';\nexport const Values = () => coreHelper();`,
  'panel.ts': `import { coreHelper } from './core-helper';\nimport { groupHelper } from './group-helper';\nexport default () => coreHelper() + groupHelper();`,
  'toasts.ts': `import { coreHelper } from './core-helper';\nexport const Toasts = () => coreHelper();`,
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, name)), { recursive: true });
  writeFileSync(join(root, name), text);
}

const plan = { core: 'core.ts', group: { name: 'after-paint', modules: ['raid-card.ts', 'pages.ts'] }, ownChunks: ['toasts.ts'] };

async function bundle(withPlan: boolean, planned = plan): Promise<Metafile> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['core.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: withPlan ? [chunkPlanPlugin(root, planned)] : [],
  });
  return result.metafile;
}

/** The output files that bundle `module` (its code, not a re-export). */
const bundling = (metafile: Metafile, module: string) =>
  Object.entries(metafile.outputs)
    .filter(([, output]) => (output.inputs[module]?.bytesInOutput ?? 0) > 0)
    .map(([file]) => file);
const chunks = (metafile: Metafile) => Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));

describe('chunkPlanPlugin', () => {
  test('without the plan the shared helpers come as chunks of their own (what the plan is for)', async () => {
    const metafile = await bundle(false);
    expect(bundling(metafile, 'core-helper.ts')).not.toEqual(bundling(metafile, 'core.ts'));
  });

  test('the core is one chunk, the group one chunk, and a part keeps only its own code', async () => {
    const metafile = await bundle(true);
    const [coreChunk] = bundling(metafile, 'core.ts');
    expect(bundling(metafile, 'core-helper.ts')).toEqual([coreChunk]);
    const [groupChunk] = bundling(metafile, 'raid-card.ts');
    expect(groupChunk).not.toBe(coreChunk);
    // The group's modules and what a lazy part shares with them are in the group's one chunk.
    expect(bundling(metafile, 'pages.ts')).toEqual([groupChunk]);
    expect(bundling(metafile, 'group-helper.ts')).toEqual([groupChunk]);
    // Two imports of the group's modules load one entry; the panel and the toasts have their own.
    const entries = Object.values(metafile.outputs).flatMap((output) => (output.entryPoint ? [output.entryPoint] : []));
    expect(entries.sort()).toEqual(['core.ts', 'lazy-part:after-paint', 'lazy-part:panel.ts', 'lazy-part:toasts.ts']);
    expect(chunks(metafile)).toHaveLength(6);
  });

  test("a part keeps its default export, and a part in ownChunks does not import the group's chunk", async () => {
    const metafile = await bundle(true);
    const outputOf = (entry: string) => Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry)!;
    expect(outputOf('lazy-part:panel.ts')[1].exports).toContain('default');
    const [groupChunk] = bundling(metafile, 'raid-card.ts');
    const imports = (entry: string) => outputOf(entry)[1].imports.map((imported) => imported.path);
    expect(imports('lazy-part:panel.ts')).toContain(groupChunk);
    expect(imports('lazy-part:toasts.ts')).not.toContain(groupChunk);
  });

  test('a planned module that no import() loads fails the build', async () => {
    await expect(bundle(true, { ...plan, ownChunks: ['toasts.ts', 'gone.ts'] })).rejects.toThrow(/no import\(\) loads .*gone\.ts/);
  });

  test("our plan names modules that exist (the build's own check covers import())", () => {
    for (const module of [chunkPlan.core, ...chunkPlan.group.modules, ...chunkPlan.ownChunks])
      expect(existsSync(module), module).toBe(true);
  });
});
