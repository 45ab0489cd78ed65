import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * How the browser bundle is cut into files: the one place that says it. esbuild has no chunk settings.
 * It puts each module in the chunk of the exact set of entry points (each `import()` target is one)
 * that reach it, so the core's modules that a few lazy parts also use, and the helpers two lazy parts
 * share, each came out as a small file of their own: a finished home page downloaded 34 files, 7 KB
 * more (`npm run size`). `chunkPlanPlugin` makes esbuild see the plan:
 * - every `import()` also reaches the core, so the core is one chunk;
 * - an `import()` of any module of the group loads the whole group, one chunk for all of them (its
 *   modules are loaded by their named exports: the group has no `default`);
 * - every other lazy part also reaches the group, so what it shares with the group stays in the
 *   group's chunk; except the parts in `ownChunks`, which load before the group or without it (they
 *   would wait for all of it).
 */
export const chunkPlan = {
  core: 'src/app/index.ts',
  group: {
    /** Its file's name: `assets/after-paint-parts-<hash>.js`. */
    name: 'after-paint-parts',
    /** What a visit of the home page loads after its first paint, then on idle. */
    modules: [
      'src/pages/home/RaidNights.tsx',
      'src/data/raids/http/index.ts',
      'src/data/raids/backend-failure.ts',
      'src/layouts/BackendNoticeMessage.tsx',
      'src/pages/values/index.tsx',
      'src/pages/manifesto/index.tsx',
      'src/pages/testimonials/index.tsx',
      'src/pages/raid-schedule/index.tsx',
      'src/routes/raider-auth.tsx',
    ],
  },
  ownChunks: [
    // In the core (its route keeps a loader): anchored, the core would bundle the group.
    'src/pages/home/index.tsx',
    // Before the first render on a guild's server, and as small as it can be.
    'src/data/guild-config/load-guild-config.ts',
    // Right after the site's first paint.
    'src/app/head-meta.ts',
    'src/routes/route-descriptions.ts',
    // What any page may show at once.
    'src/ui/toast/ToastList.tsx',
    'src/ui/tooltip/TooltipBubble.tsx',
  ],
};

/** The namespace of the modules the plugin writes: one per lazy part, and the group's. */
export const lazy = 'lazy-part';

/** Does the module export a `default`? (`export *` does not pass it on.) */
const hasDefault = (path: string) => /\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b/.test(readFileSync(path, 'utf8'));

export function chunkPlanPlugin(root: string, plan = chunkPlan): Plugin {
  const inRoot = (module: string) => resolve(root, module);
  const grouped = new Set(plan.group.modules.map(inRoot));
  const own = new Set(plan.ownChunks.map(inRoot));
  const from = (path: string) => JSON.stringify(path);
  return {
    name: 'raider-panel-chunk-plan',
    setup(build) {
      const loaded = new Set<string>();
      build.onStart(() => loaded.clear());
      build.onResolve({ filter: /^\./ }, async ({ kind, path, resolveDir, importer, pluginData }) => {
        if (kind !== 'dynamic-import' || pluginData === lazy || importer.includes('/node_modules/')) return undefined;
        const target = await build.resolve(path, { kind, resolveDir, importer, pluginData: lazy });
        if (target.errors.length > 0) return target;
        loaded.add(target.path);
        // Paths relative to the root: the metafile names the part `lazy-part:src/…`.
        return { path: grouped.has(target.path) ? plan.group.name : relative(root, target.path), namespace: lazy };
      });
      // The part's own module imports the group by its name.
      build.onResolve({ filter: /^[\w-]+$/, namespace: lazy }, ({ path }) =>
        path === plan.group.name ? { path, namespace: lazy } : undefined,
      );
      // A module renamed, or no longer loaded with import(), would silently drop out of the plan.
      build.onEnd(({ errors }) => {
        const stale = [...grouped, ...own].filter((module) => !loaded.has(module));
        if (errors.length === 0 && stale.length > 0) throw new Error(`chunk plan: no import() loads ${stale.join(', ')}`);
      });
      build.onLoad({ filter: /.*/, namespace: lazy }, ({ path }) => {
        const isGroup = path === plan.group.name;
        const module = inRoot(path);
        const lines = isGroup
          ? [...grouped].map((member) => `export * from ${from(member)};`)
          : [`export * from ${from(module)};`, ...(hasDefault(module) ? [`export { default } from ${from(module)};`] : [])];
        lines.push(`export * as __core from ${from(inRoot(plan.core))};`);
        if (!isGroup && !own.has(module)) lines.push(`export * as __group from ${from(plan.group.name)};`);
        return { contents: lines.join('\n'), resolveDir: root, loader: 'ts' };
      });
    },
  };
}
