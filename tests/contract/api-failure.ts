import { expect } from 'vitest';
import { RaidApiError } from '../../src/domain';

/** Awaits a call that must fail and hands back its `RaidApiError`, for the test to check code and message. */
export async function failure(promise: Promise<unknown>): Promise<RaidApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RaidApiError);
    return error as RaidApiError;
  }
  throw new Error('expected the call to fail');
}
