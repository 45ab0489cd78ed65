// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterPaintGroup, anchorToCore, anchorToGroup, lazyModules } from '../../site/build/one-core-chunk';

const root = resolve(__dirname, '../..');

describe('lazyModules', () => {
  it('lists the modules our sources load with import()', () => {
    const found = [...lazyModules(root)].map((path) => path.slice(root.length + 1));
    expect(found).toEqual(
      expect.arrayContaining([
        'src/routes/after-paint-parts.ts',
        'src/pages/raider-overview/index.tsx',
        'src/pages/home/index.tsx',
        'src/ui/toast/ToastList.tsx',
        'src/ui/tooltip/TooltipBubble.tsx',
        'src/data/guild-config/load-guild-config.ts',
        'src/layouts/DashboardLayout.tsx',
      ]),
    );
    // Only our own modules, resolved to files.
    expect(found.every((path) => /^(src|embed|site)\/.+\.tsx?$/.test(path))).toBe(true);
  });
});

describe('afterPaintGroup', () => {
  it('names the group and parts that are all loaded with import()', () => {
    const lazy = lazyModules(root);
    for (const module of [afterPaintGroup.module, ...afterPaintGroup.loadsBeforeGroup]) expect(lazy).toContain(resolve(root, module));
  });
});

describe('anchorToGroup', () => {
  it('re-exports the group under a name nobody reads, leaving the module as it was', () => {
    expect(anchorToGroup('export default 1;', '/app/src/routes/after-paint-parts.ts')).toBe(
      'export default 1;\nexport * as __raiderPanelGroup from "/app/src/routes/after-paint-parts.ts";\n',
    );
  });
});

describe('anchorToCore', () => {
  it('re-exports the core under a name nobody reads, leaving the module as it was', () => {
    expect(anchorToCore('export default 1;', '/app/src/app/index.ts')).toBe(
      'export default 1;\nexport * as __raiderPanelCore from "/app/src/app/index.ts";\n',
    );
  });
});
