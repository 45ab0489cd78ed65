import { describe, expect, it } from 'vitest';
import { machineLine } from '../bench/documented-run';
import { markdownTable } from '../../scripts/text-table';

describe('benchmark figures written into docs/performance.md', () => {
  it('are a Markdown table, numbers right-aligned and a | in a cell kept as text', () => {
    expect(markdownTable(['endpoint', 'req/s'], [['GET /a|b', '12']])).toBe(
      ['| endpoint | req/s |', '|---|---:|', '| GET /a\\|b | 12 |'].join('\n'),
    );
  });

  it('say which command ran them, when, how long, on what machine and under what load', () => {
    const line = machineLine(
      'npm run bench',
      { at: new Date('2026-11-26T16:30:00Z'), loadAverage: 1.25 },
      new Date('2026-11-26T16:39:40Z'),
    );
    expect(line).toMatch(/^Run by `npm run bench` on 2026-11-26 16:30 UTC \(10 min\): \d+ × .+, load average 1\.3 at the start, Node v\d+/);
  });
});
