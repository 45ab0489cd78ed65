import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { sourceBuildId } from '../../site/build/build-id';

const root = mkdtempSync(join(tmpdir(), 'build-id-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('the build id changes with the sources and only with them', () => {
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{"version":"1.0.0"}');
  writeFileSync(join(root, 'src', 'pages', 'home.ts'), 'export const home = 1;');
  const paths = [join(root, 'package.json'), join(root, 'src')];
  const first = sourceBuildId(paths);
  expect(sourceBuildId(paths)).toBe(first);
  writeFileSync(join(root, 'src', 'pages', 'home.ts'), 'export const home = 2;');
  const changed = sourceBuildId(paths);
  expect(changed).not.toBe(first);
  // A file's name counts, not only its bytes.
  writeFileSync(join(root, 'src', 'pages', 'away.ts'), '');
  expect(sourceBuildId(paths)).not.toBe(changed);
});
