// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { placeTooltip, type Box } from '../../src/ui/tooltip/place-tooltip';

const viewport = { width: 360, height: 640 };
const tooltip = { width: 200, height: 32 };
const box = (left: number, top: number, width = 100, height = 44): Box => ({ left, top, width, height });

describe('placeTooltip', () => {
  it.each([
    // name, trigger, expected
    ['centred above in open space', box(130, 300), { side: 'top', top: 300 - 8 - 32, left: 80, arrowLeft: 100 }],
    ['clamped at the left edge', box(0, 300, 40), { side: 'top', top: 260, left: 8, arrowLeft: 12 }],
    ['clamped at the right edge', box(320, 300, 40), { side: 'top', top: 260, left: 360 - 8 - 200, arrowLeft: 188 }],
    ['flipped below at the top of the viewport', box(130, 10), { side: 'bottom', top: 10 + 44 + 8, left: 80, arrowLeft: 100 }],
    ['stays above when exactly 8 px are left', box(130, 8 + 32 + 8), { side: 'top', top: 8, left: 80, arrowLeft: 100 }],
    ['flips when 1 px short of room above', box(130, 8 + 32 + 7), { side: 'bottom', top: 47 + 44 + 8, left: 80, arrowLeft: 100 }],
    ['flipped and clamped in the top-right corner', box(330, 0, 30), { side: 'bottom', top: 52, left: 152, arrowLeft: 188 }],
  ] as const)('%s', (_name, trigger, expected) => {
    expect(placeTooltip({ trigger, tooltip, viewport })).toEqual(expected);
  });

  it('a tooltip wider than the viewport is pinned to the left margin', () => {
    const placement = placeTooltip({ trigger: box(100, 300), tooltip: { width: 500, height: 32 }, viewport });
    expect(placement.left).toBe(8);
  });

  it('stays above when neither side fits and above has more room', () => {
    const placement = placeTooltip({ trigger: box(130, 100, 100, 500), tooltip: { width: 200, height: 120 }, viewport });
    expect(placement.side).toBe('top');
  });

  it('keeps every placement inside the viewport with the 8 px margin', () => {
    for (let left = -20; left <= 380; left += 10) {
      for (const top of [0, 20, 40, 60, 300, 600]) {
        const placement = placeTooltip({ trigger: box(left, top, 20, 20), tooltip, viewport });
        expect(placement.left).toBeGreaterThanOrEqual(8);
        expect(placement.left + tooltip.width).toBeLessThanOrEqual(viewport.width - 8);
        expect(placement.top).toBeGreaterThanOrEqual(8);
        expect(placement.top + tooltip.height).toBeLessThanOrEqual(viewport.height - 8);
      }
    }
  });

  it('honours a custom margin and gap', () => {
    expect(placeTooltip({ trigger: box(0, 300, 20), tooltip, viewport, margin: 16, gap: 4 })).toMatchObject({ left: 16, top: 264 });
  });
});
