import type { Signup } from '../signup-types';
import { validateSignupInput } from '../signup-validation';

/** Everything the local demo store keeps, as one JSON document in browser storage. */
export interface LocalData {
  version: 1;
  /** Last signup-order number given out. */
  sequence: number;
  signups: Signup[];
  /** Session token → raider; tokens are random and only live on this device. */
  sessions: Record<string, { nickname: string; expiresAt: string }>;
}

export const emptyLocalData = (): LocalData => ({ version: 1, sequence: 0, signups: [], sessions: {} });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isSignup(value: unknown): value is Signup {
  if (!isRecord(value) || !validateSignupInput(value).ok) return false;
  return typeof value.raider === 'string' && Number.isInteger(value.sequence) && typeof value.updatedAt === 'string';
}

function isSession(value: unknown): value is { nickname: string; expiresAt: string } {
  return isRecord(value) && typeof value.nickname === 'string' && typeof value.expiresAt === 'string';
}

/**
 * Reads stored text back into `LocalData`, or `null` when it is not ours (hand-edited, truncated, from
 * another version): the caller resets it rather than letting one bad value break the page.
 */
export function parseLocalData(text: string): LocalData | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== 1 || !Number.isInteger(value.sequence)) return null;
  if (!Array.isArray(value.signups) || !value.signups.every(isSignup)) return null;
  if (!isRecord(value.sessions) || !Object.values(value.sessions).every(isSession)) return null;
  return value as unknown as LocalData;
}
