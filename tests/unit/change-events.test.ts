import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeEvents } from '../../src/data/raids/http/change-events';

function onePage() {
  const events = new EventTarget();
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const adapter = (baseUrl = 'https://guild.example/api') => changeEvents(baseUrl, { events: events as never, page: page as never });
  return { events, page, adapter };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('changeEvents', () => {
  it('passes on every write of another adapter, even right after the raider came back to the tab', () => {
    vi.useFakeTimers();
    const { events, adapter } = onePage();
    const [mine, other] = [adapter(), adapter()];
    const listener = vi.fn();
    mine.onExternalChange(listener);
    events.dispatchEvent(new Event('focus'));
    other.announce();
    other.announce();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops hearing writes on the page once unsubscribed', () => {
    const { adapter } = onePage();
    const [mine, other] = [adapter(), adapter()];
    const listener = vi.fn();
    const unsubscribe = mine.onExternalChange(listener);
    unsubscribe();
    other.announce();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores an event of the same name without an adapter’s detail', () => {
    const { events, adapter } = onePage();
    const listener = vi.fn();
    adapter().onExternalChange(listener);
    events.dispatchEvent(new Event('raider-panel:http-change'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens to nothing where there is no window (a server-side render), and announces nowhere', () => {
    expect(typeof window).toBe('undefined');
    const changes = changeEvents('https://guild.example/api', {});
    const listener = vi.fn();
    const unsubscribe = changes.onExternalChange(listener);
    expect(() => changes.announce()).not.toThrow();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});
