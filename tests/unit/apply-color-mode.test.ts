// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode } from '../../src/platform/apply-color-mode';

describe('applyColorMode', () => {
  let target: HTMLElement;
  let container: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    target = document.createElement('div');
    container = document.createElement('div');
    document.body.append(target, container);
  });
  afterEach(() => {
    vi.useRealTimers();
    target.remove();
    container.remove();
  });

  it('puts exactly one of dark / light on the target', () => {
    target.className = 'keep light';
    applyColorMode('dark', { target, styleContainer: container });
    expect([...target.classList]).toEqual(['keep', 'dark']);
    applyColorMode('light', { target, styleContainer: container });
    expect([...target.classList]).toEqual(['keep', 'light']);
  });

  it('turns transitions off for the switching frame only, with the nonce', () => {
    applyColorMode('dark', { target, styleContainer: container, nonce: 'abc' });
    const guard = container.querySelector('style');
    expect(guard?.textContent).toContain('transition:none!important');
    expect(guard?.nonce).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(container.querySelector('style')).toBeNull();
  });

  it('adds no guard on the first paint or when nothing changes', () => {
    applyColorMode('dark', { target, styleContainer: container, initial: true });
    expect(target.classList.contains('dark')).toBe(true);
    applyColorMode('dark', { target, styleContainer: container });
    expect(container.childNodes.length).toBe(0);
  });

  it('the cancel function removes a pending guard', () => {
    const cancel = applyColorMode('dark', { target, styleContainer: container });
    expect(container.querySelectorAll('style').length).toBe(1);
    cancel();
    expect(container.querySelectorAll('style').length).toBe(0);
  });
});
