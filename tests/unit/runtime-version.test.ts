import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnIfRuntimeDiffers } from '../../src/app/runtime-version';

afterEach(() => vi.restoreAllMocks());

function scopeWith(runtime: unknown, element?: unknown): typeof globalThis {
  return { RaiderPanel: runtime, customElements: { get: () => element } } as unknown as typeof globalThis;
}

describe('warnIfRuntimeDiffers', () => {
  it('warns once per runtime when the script-tag runtime is another version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = Object.assign(() => {}, { version: '0.0.9' });
    const scope = scopeWith(runtime, { version: '0.0.9' });
    warnIfRuntimeDiffers(scope, '0.1.0');
    warnIfRuntimeDiffers(scope, '0.1.0');
    expect(warn.mock.calls).toEqual([
      [
        '[raider-panel] the npm package is version 0.1.0 but the page runs raider-panel.js version 0.0.9; load the same version of both so every widget on the page is the same build',
      ],
    ]);
  });

  it('says nothing for the same version, no runtime, a queue snippet without a version, or no customElements', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnIfRuntimeDiffers(scopeWith(Object.assign(() => {}, { version: '0.1.0' })), '0.1.0');
    warnIfRuntimeDiffers(scopeWith(undefined), '0.1.0');
    warnIfRuntimeDiffers(
      scopeWith(() => {}),
      '0.1.0',
    );
    warnIfRuntimeDiffers({} as typeof globalThis, '0.1.0');
    expect(warn).not.toHaveBeenCalled();
  });

  it('also notices an element defined by another version when window.RaiderPanel is gone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnIfRuntimeDiffers(
      scopeWith(
        undefined,
        class {
          static version = '0.2.0';
        },
      ),
      '0.1.0',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('raider-panel.js version 0.2.0');
  });
});
