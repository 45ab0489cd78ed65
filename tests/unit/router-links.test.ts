// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from react-router-dom by a source file (value imports; `import type` is erased). */
function routerDomImports(source: string): string[] {
  return [...source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
}

describe('links in the app', () => {
  it('the checker sees a Link import', () => {
    expect(routerDomImports("import { Link, useLocation } from 'react-router-dom';\nimport type { To } from 'react-router-dom';")).toEqual([
      'Link',
      'useLocation',
    ]);
  });

  // react-router-dom is one module: its <Link> and <NavLink>, used in any chunk, ship in the core chunk
  // with the hooks the core needs (about 1 KB gzip, `npm run size`). RouterLink does what the app needs.
  it('use RouterLink / RouterNavLink (src/ui/RouterLink.tsx), never react-router-dom’s Link or NavLink', () => {
    const offenders = sources(join(root, 'src'))
      .filter((file) => routerDomImports(readFileSync(file, 'utf8')).some((name) => /^(Link|NavLink)\b/.test(name)))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
