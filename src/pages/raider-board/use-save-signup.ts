import { useApp } from '../../instance/app-context';
import type { SignupInput } from '../../domain/raids/signup-types';
import { useToast } from '../../ui';
import type { RaiderBoard } from './raider-board-store';

/**
 * Saves an answer through the board and tells the raider (toast) and the host page (signup event).
 * Resolves `true` once saved.
 */
export function useSaveSignup(board: RaiderBoard | null): (input: SignupInput) => Promise<boolean> {
  const { onSignup } = useApp();
  const toast = useToast();
  return async (input) => {
    if (!board) return false;
    return board.save(input).then((result) => {
      if (result.ok) {
        toast.add({ title: 'Zapisano', tone: 'success' });
        onSignup({ raidId: result.signup.raidId, status: result.signup.status, role: result.signup.role });
      } else {
        toast.add({ title: 'Nie zapisano', description: result.failure.message, tone: 'error', foreground: true });
      }
      return result.ok;
    });
  };
}
