import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** README and the reference in docs/: the pages a guild's admin follows links between. */
const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

/** The anchor GitHub gives a heading: lower case, punctuation dropped (letters of any script kept), spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(page: string): Set<string> {
  const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** Every `[text](target)` outside code blocks whose target is a page of this repository, not a web address. */
function localLinks(page: string): string[] {
  const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

describe('README', () => {
  it('stays a page for people: at most 250 lines, the reference in docs/', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });
});

describe('links between README and docs/', () => {
  it('knows how GitHub names anchors', () => {
    expect(anchorOf("First frame: the guild's own")).toBe('first-frame-the-guilds-own');
    expect(anchorOf('Server settings (environment)')).toBe('server-settings-environment');
    expect(anchorOf('Load: `npm run bench:server`')).toBe('load-npm-run-benchserver');
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken = localLinks(page).filter((target) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? page : join(dirname(page), path);
      if (!existsSync(file)) return true;
      return anchor !== undefined && file.endsWith('.md') && !anchorsIn(file).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
