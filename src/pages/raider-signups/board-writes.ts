import type { RaidApi } from '../../data/raids/raid-api';
import { RaidApiError, failureMessage } from '../../domain/raid-api-error';
import type { SignupInput } from '../../domain/raids/signup-types';
import type { StandingInput } from '../../domain/raids/standing-input';
import type { RaiderBoard } from '../raider-board/raider-board-store';

/** What the signups page writes besides one answer: kept out of the board the overview loads too. */
export interface BoardWrites {
  board: RaiderBoard;
  api: RaidApi;
  token: string;
}

type WriteResult = { ok: true } | { ok: false; message: string };

/**
 * Saves several answers in one write (all or none), then reloads the board. The rows show "saving" while
 * it runs; on failure each refused night keeps its Polish reason on its row. Never throws.
 */
export async function saveManyAnswers({ board, api, token }: BoardWrites, inputs: readonly SignupInput[]): Promise<WriteResult> {
  const ids = new Set(inputs.map((input) => input.raidId));
  const patch = (change: (raidId: string) => object) =>
    board.$state.setKey(
      'rows',
      board.$state.get().rows.map((row) => (ids.has(row.raid.id) ? { ...row, ...change(row.raid.id) } : row)),
    );
  patch(() => ({ saving: true, failure: null }));
  try {
    await api.saveSignups(token, inputs);
    patch(() => ({ saving: false }));
    await board.load();
    return { ok: true };
  } catch (error) {
    const reasons = error instanceof RaidApiError ? error.fieldErrors : {};
    patch((raidId) => ({ saving: false, failure: reasons[raidId] ? { message: reasons[raidId], fieldErrors: {} } : null }));
    // A session that ended: the reload signs the raider out, as any load does.
    if (error instanceof RaidApiError && error.code === 'unauthorized') void board.load();
    return { ok: false, message: failureMessage(error) };
  }
}

/** Sets (`input`) or removes (`null`) the raider's standing answer for a series, then reloads. Never throws. */
export async function writeStanding(
  { board, api, token }: BoardWrites,
  seriesId: string,
  input: StandingInput | null,
): Promise<WriteResult> {
  try {
    if (input) await api.setStanding(token, seriesId, input);
    else await api.removeStanding(token, seriesId);
    await board.load();
    return { ok: true };
  } catch (error) {
    if (error instanceof RaidApiError && error.code === 'unauthorized') void board.load();
    return { ok: false, message: failureMessage(error) };
  }
}
