// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../src/platform/safe-storage';

const throwing = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new Error('nope');
  },
} as unknown as Storage;

describe('createSafeStorage', () => {
  it('never throws: reads give null, writes are dropped', () => {
    const storage = createSafeStorage(() => throwing);
    expect(storage.get('a')).toBeNull();
    expect(() => storage.set('a', 'b')).not.toThrow();
    expect(() => storage.remove('a')).not.toThrow();
  });

  it('survives a storage getter that throws, and a missing storage', () => {
    const getterThrows = createSafeStorage(() => {
      throw new Error('access denied');
    });
    expect(getterThrows.get('a')).toBeNull();
    expect(createSafeStorage(() => undefined).get('a')).toBeNull();
  });

  it('passes through to a working storage', () => {
    const storage = createSafeStorage(() => localStorage);
    storage.set('rp-test', 'value');
    expect(storage.get('rp-test')).toBe('value');
    storage.remove('rp-test');
    expect(storage.get('rp-test')).toBeNull();
  });
});
