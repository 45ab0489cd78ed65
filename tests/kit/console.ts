import { afterEach, beforeEach, vi, type Mock, type MockInstance } from 'vitest';

/**
 * `console.warn` or `console.error` kept out of the test output for each test of the file, every call
 * recorded: the answer is the record (cleared before each test), for the test to check what was said.
 */
export function quietConsolePerTest(method: 'warn' | 'error'): Mock<(...args: unknown[]) => void> {
  const said = vi.fn<(...args: unknown[]) => void>();
  let spy: MockInstance | undefined;
  beforeEach(() => {
    said.mockClear();
    spy = vi.spyOn(console, method).mockImplementation(said);
  });
  afterEach(() => {
    spy?.mockRestore();
  });
  return said;
}
