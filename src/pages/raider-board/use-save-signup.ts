import { useRef } from 'react';
import { useApp } from '../../instance/app-context';
import type { SignupInput } from '../../domain/raids/signup-types';
import { useToast } from '../../ui';
import type { RaiderBoard } from './raider-board-store';

/**
 * Saves an answer through the board and tells the raider (toast) and the host page (signup event).
 * Resolves `true` once saved. The same answer asked for again while it is on its way (a double tap, before
 * the row can show it is saving) joins that save: one request, one toast, one event.
 */
export function useSaveSignup(board: RaiderBoard | null): (input: SignupInput) => Promise<boolean> {
  const { onSignup } = useApp();
  const toast = useToast();
  const onTheirWay = useRef(new Map<string, { answer: string; saved: Promise<boolean> }>());
  return (input) => {
    if (!board) return Promise.resolve(false);
    const answer = JSON.stringify(input);
    const same = onTheirWay.current.get(input.raidId);
    if (same?.answer === answer) return same.saved;
    const saved = board
      .save(input)
      .then((result) => {
        if (result.ok) {
          toast.add({ title: 'Zapisano', tone: 'success' });
          onSignup({ raidId: result.signup.raidId, status: result.signup.status, role: result.signup.role });
        } else {
          toast.add({ title: 'Nie zapisano', description: result.failure.message, tone: 'error', foreground: true });
        }
        return result.ok;
      })
      .finally(() => {
        if (onTheirWay.current.get(input.raidId)?.saved === saved) onTheirWay.current.delete(input.raidId);
      });
    onTheirWay.current.set(input.raidId, { answer, saved });
    return saved;
  };
}
