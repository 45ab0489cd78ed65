// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, highest first. A folder may import its own layer and the layers below it, never
 * one above: `app → routes/layouts/pages → instance → ui → stores/data/platform → domain`. embed/, site/
 * and server/ sit on top of src/ and src/ never imports them. The domain (the guild's rules, schemas and
 * service) is the floor: the server and the browser both run it, so it reaches nothing above it.
 */
const layers = [['app'], ['routes', 'layouts', 'pages'], ['instance'], ['ui'], ['stores', 'data', 'platform'], ['domain']];

/** Import specifiers that reach `folder` of src/ from anywhere inside src/ (relative imports). */
function folderPatterns(folder) {
  return [`**/${folder}`, `**/${folder}/**`];
}

/** The view layer: what the framework-free core (stores, data, platform) must not import at run time. */
const viewPackages = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'preact', 'preact/*'];

/** src/ is browser code: it never reaches the node-side folders or node's own modules. */
const browserOnly = [
  { group: ['**/embed/**', '**/site/**', '**/server/**'], message: 'src/ is below embed/, site/ and server/.' },
  { group: ['node:*'], message: 'src/ runs in the browser; node-only code lives in server/ or site/build/.' },
];

/** One `no-restricted-imports` setting per layer: every folder above it is out of reach. */
const layerRules = layers.map((layer, index) => {
  const above = layers.slice(0, index).flat();
  const patterns = [...browserOnly];
  if (above.length > 0) {
    patterns.push({
      group: above.flatMap(folderPatterns),
      message: `src/${layer.join(', src/')} may not import a higher layer (${above.join(', ')}): move what is shared down.`,
    });
  }
  if (layer.includes('data') || layer.includes('domain')) {
    patterns.push({
      group: viewPackages,
      allowTypeImports: true,
      message: 'stores, data, platform and domain are framework-free: no view-layer import (types are erased and allowed).',
    });
  }
  return {
    files: layer.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'embed/**/*.ts', 'site/*.ts', 'examples/**/*.{ts,tsx,js}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['server/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', 'site/build/**/*.ts', 'tests/**/*.{ts,tsx,mjs}', '*.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...layerRules,
  {
    // Logic kept apart from its components so it runs and is tested without React or Preact.
    files: [
      'src/routes/route-table.ts',
      'src/routes/resolve-route.ts',
      'src/ui/toast/toast-store.ts',
      'src/ui/toast/swipe.ts',
      'src/ui/toast/swipe-direction.ts',
      'src/ui/toast/hotkey-claim.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: viewPackages, allowTypeImports: true, message: 'Framework-free logic: no view-layer import.' }] },
      ],
    },
  },
  {
    // The domain runs on the server and in the browser alike: storage, clock and network come in as ports.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location'].map((name) => ({
          name,
          message: 'The domain reaches no browser API: take it as a port from src/data or server/.',
        })),
      ],
    },
  },
  {
    // JSX compiles to an import of the JSX runtime, which the type-only exception above cannot see.
    files: ['src/{stores,data,platform,domain}/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'No .tsx in the framework-free core.' }] },
  },
  {
    // Node-only sharp rendering and the browser's fetch adapters stay out of the server's reach.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['app', 'instance', 'routes', 'layouts', 'pages', 'ui', 'stores'].flatMap((folder) => [
                `**/src/${folder}`,
                `**/src/${folder}/**`,
              ]),
              message: 'The server shares only data rules and platform helpers with the browser code.',
            },
            { group: ['**/src/data/raids/http/**'], message: 'Browser fetch code: share the constant through src/data instead.' },
          ],
        },
      ],
    },
  },
);
