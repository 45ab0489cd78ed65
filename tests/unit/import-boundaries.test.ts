// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules live in eslint.config.js (`npm run lint`). These cases make sure the rules bite: each
 * source is linted as if it were the named file, and only the import rules are looked at.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

// The first lint loads the config and its plugins (seconds on a busy machine): done once, up front, so
// no single case pays for it against the per-test timeout.
beforeAll(() => eslint.lintText('', { filePath: 'src/data/x.ts' }), 60_000);

const ruleIds = ['@typescript-eslint/no-restricted-imports', 'no-restricted-imports', 'no-restricted-syntax', 'no-restricted-globals'];

async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => ruleIds.includes(message.ruleId ?? '')).map((message) => message.ruleId!);
}

describe('layer boundaries', () => {
  it.each([
    ['src/pages/home/x.ts', "import { createApp } from '../../app/create-app';\nexport { createApp };"],
    ['src/layouts/x.ts', "import { createApp } from '../app';\nexport { createApp };"],
    ['src/instance/x.ts', "import { Home } from '../pages/home';\nexport { Home };"],
    ['src/ui/x.ts', "import { useApp } from '../instance/app-context';\nexport { useApp };"],
    ['src/data/x.ts', "import { heroImage } from '../pages/home/hero-image';\nexport { heroImage };"],
    ['src/stores/x.ts', "import { Button } from '../ui/Button';\nexport { Button };"],
    ['src/platform/x.ts', "import { useState } from 'react';\nexport { useState };"],
    ['src/data/x.ts', "import { useState } from 'preact/hooks';\nexport { useState };"],
    ['src/ui/toast/swipe.ts', "import { useState } from 'react';\nexport { useState };"],
    ['src/routes/route-table.ts', "import { Link } from 'react-router-dom';\nexport { Link };"],
    ['src/ui/x.ts', "import { readFile } from 'node:fs/promises';\nexport { readFile };"],
    ['src/app/x.ts', "import { start } from '../../server/index';\nexport { start };"],
    ['server/x.ts', "import { probeBackend } from '../src/data/raids/http/probe-backend';\nexport { probeBackend };"],
    ['server/x.ts', "import { useApp } from '../src/instance/app-context';\nexport { useApp };"],
    ['src/domain/x.ts', "import { createLocalStore } from '../data/raids/local/local-store';\nexport { createLocalStore };"],
    ['src/domain/raids/x.ts', "import { safeStorage } from '../../platform/safe-storage';\nexport { safeStorage };"],
    ['src/domain/x.ts', "import { useState } from 'react';\nexport { useState };"],
    ['src/domain/x.ts', 'export const stored = () => localStorage.getItem("x");'],
  ])('%s: %s is refused', async (file, code) => {
    expect(await importProblems(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/app/x.ts', "import { Home } from '../pages/home';\nexport { Home };"],
    ['src/pages/home/x.ts', "import { useGuild } from '../../instance/use-guild';\nexport { useGuild };"],
    ['src/routes/x.ts', "import { Home } from '../pages/home';\nexport { Home };"],
    ['src/ui/x.ts', "import { imageUrl } from '../platform/image-url';\nexport { imageUrl };"],
    ['src/data/x.ts', "import type { ReactNode } from 'react';\nexport type Node = ReactNode;"],
    ['src/data/x.ts', "import { atom } from 'nanostores';\nexport { atom };"],
    ['server/x.ts', "import { backendHealth } from '../src/data/raids/backend-health';\nexport { backendHealth };"],
    ['server/x.ts', "import { buildRoster } from '../src/domain';\nexport { buildRoster };"],
    ['src/data/x.ts', "import { buildRoster } from '../domain';\nexport { buildRoster };"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await importProblems(file, code)).toEqual([]);
  });

  it('refuses JSX files in the framework-free core (JSX imports the JSX runtime)', async () => {
    expect(await importProblems('src/data/x.tsx', 'export const x = 1;')).toEqual(['no-restricted-syntax']);
  });
});
