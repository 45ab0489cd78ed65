import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from './helpers/wait-for';

/** The component tests' wait: it gives up on its own bound, whatever the test fakes, and says what the page showed. */
describe('waitFor', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('gives up under a frozen fake Date too, naming what the page showed (not its style sheets)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-23T00:00:00Z'));
    const page = document.createElement('div');
    page.innerHTML = '<style>.rp-root { color: red }</style><h1>Harmonogram rajdów</h1><p>( 0 rajdów w ciągu 6 tygodni )</p>';
    document.body.append(page);
    const error = await waitFor(() => expect(page.querySelectorAll('[data-raid-id]')).toHaveLength(12), { timeout: 50 }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('to have a length of 12 but got +0');
    expect((error as Error).message).toContain('the page showed: Harmonogram rajdów ( 0 rajdów w ciągu 6 tygodni )');
    expect((error as Error).message).not.toContain('color: red');
  });
});
