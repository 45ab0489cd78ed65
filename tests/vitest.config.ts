import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The same aliases as the browser bundles (tsup.config.ts): components are tested on both runtimes. */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        // Node unless a file asks for a DOM (`// @vitest-environment happy-dom` on its first line):
        // setting up happy-dom for files that do not touch it was most of the project's time.
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'components:react',
          environment: 'happy-dom',
          // Room for waitFor's 12 s bound (tests/components/helpers/wait-for.ts) on a loaded machine.
          testTimeout: 30_000,
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/components/helpers/settle-lazy-imports.ts'],
        },
      },
      {
        extends: true,
        // ESM builds of react-router, so the alias reaches them (CommonJS is loaded outside the pipeline).
        resolve: { alias: preactAliases, mainFields: ['module', 'main'] },
        test: {
          name: 'components:preact',
          environment: 'happy-dom',
          testTimeout: 30_000,
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/components/helpers/settle-lazy-imports.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: one Chromium at a time keeps timings honest and the machine responsive.
          fileParallelism: false,
          // `expect.poll` waits for a state; its 1 s default is a wall-clock bound that a loaded machine
          // (CI with a busy core) overruns while the page is still on its way. A poll that succeeds
          // returns at once, so a longer bound only matters for a state that never comes.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Some files run several server processes: one file at a time, after the browser tests.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
