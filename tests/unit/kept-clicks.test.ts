// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepClick, keptClicks, pendingClicksAttribute } from '../../src/data/first-screen';

describe('clicks kept on a painted first screen', () => {
  it('are kept as each control’s place among the screen’s elements, in the order they came', () => {
    const painted = document.createElement('div');
    painted.innerHTML = '<header><button>Menu</button><nav><a href="/raider">Panel rajdowca</a></nav></header>';
    const [menu, link] = [painted.querySelector('button')!, painted.querySelector('a')!];
    expect(keptClicks(painted)).toEqual([]);
    keepClick(painted, link);
    keepClick(painted, menu);
    keepClick(painted, link);
    expect(painted.getAttribute(pendingClicksAttribute)).toBe('3 1 3');
    expect(keptClicks(painted)).toEqual([3, 1, 3]);
    expect(keptClicks(painted).map((place) => painted.querySelectorAll('*')[place])).toEqual([link, menu, link]);
  });
});
