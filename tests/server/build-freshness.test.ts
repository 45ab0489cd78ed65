import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFreshness, buildOutputs } from '../../server/start-up/build-freshness.mjs';
import { temporaryDirectory } from './helpers/test-server';

/** `npm start` rebuilds when the checkout is newer than its build (server/start-up/start.mjs reads this). */
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
beforeEach(async () => {
  directory = await temporaryDirectory('freshness');
});
afterEach(async () => {
  await directory.remove();
});

async function fileAt(path: string, time: Date): Promise<void> {
  const full = join(directory.path, path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, 'x');
  await utimes(full, time, time);
}

const built = new Date('2026-11-20T10:00:00Z');
const before = new Date('2026-11-19T10:00:00Z');
const after = new Date('2026-11-21T10:00:00Z');

describe('build freshness', () => {
  it('asks for a build when there is none', async () => {
    await fileAt('src/index.ts', before);
    expect(buildFreshness(directory.path)).toMatchObject({ missing: true, stale: true });
  });

  it('keeps a build newer than every source', async () => {
    await fileAt('src/index.ts', before);
    await fileAt('server/index.ts', before);
    for (const output of buildOutputs) await fileAt(output, built);
    expect(buildFreshness(directory.path)).toEqual({ missing: false, stale: false, newest: null, builtAt: built });
  });

  it.each(['src/pages/home/Home.tsx', 'server/api/api-routes.ts', 'site/images/hero.svg', 'package.json'])(
    'rebuilds after a pull changed %s, naming it',
    async (changed) => {
      await fileAt('src/index.ts', before);
      for (const output of buildOutputs) await fileAt(output, built);
      await fileAt(changed, after);
      expect(buildFreshness(directory.path)).toMatchObject({ missing: false, stale: true, newest: join(directory.path, changed) });
    },
  );
});
