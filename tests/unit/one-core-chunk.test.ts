// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorToCore, lazyModules } from '../../site/build/one-core-chunk';

const root = resolve(__dirname, '../..');

describe('lazyModules', () => {
  it('lists the modules our sources load with import()', () => {
    const found = [...lazyModules(root)].map((path) => path.slice(root.length + 1));
    expect(found).toEqual(
      expect.arrayContaining([
        'src/pages/values/index.tsx',
        'src/pages/home/index.tsx',
        'src/ui/toast/ToastList.tsx',
        'src/pages/home/RaidNights.tsx',
        'src/ui/tooltip/TooltipBubble.tsx',
        'src/data/guild-config/load-guild-config.ts',
        'src/layouts/DashboardLayout.tsx',
      ]),
    );
    // Only our own modules, resolved to files.
    expect(found.every((path) => /^(src|embed|site)\/.+\.tsx?$/.test(path))).toBe(true);
  });
});

describe('anchorToCore', () => {
  it('re-exports the core under a name nobody reads, leaving the module as it was', () => {
    expect(anchorToCore('export default 1;', '/app/src/app/index.ts')).toBe(
      'export default 1;\nexport * as __raiderPanelCore from "/app/src/app/index.ts";\n',
    );
  });
});
