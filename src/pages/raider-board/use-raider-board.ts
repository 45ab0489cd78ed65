import { useEffect, useState } from 'react';
import { map } from 'nanostores';
import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import type { RaidApi } from '../../data/raids/raid-api';
import { raidApiMessages } from '../../domain/raid-api-error';
import { useStore, useToast } from '../../ui';
import { createRaiderBoard, type RaiderBoard, type RaiderBoardState } from './raider-board-store';

export interface RaiderBoardView {
  board: RaiderBoard | null;
  state: RaiderBoardState;
  api: RaidApi | null;
}

/**
 * The raider panel's data for the page that calls it: created on mount for the signed-in raider,
 * reloaded when another tab or widget changes it, and dropped on unmount. A session the backend no
 * longer knows signs the raider out (the guard then shows the sign-in form).
 */
export function useRaiderBoard(): RaiderBoardView {
  const { raidApi, session } = useApp();
  const raider = useStore(session.$raider);
  const toast = useToast();
  const weeksAhead = useGuild().schedule.weeksAhead;
  const [loading] = useState(() => map<RaiderBoardState>({ phase: 'loading', message: '', rows: [], attendance: null }));
  const [view, setView] = useState<{ board: RaiderBoard; api: RaidApi } | null>(null);
  const state = useStore(view?.board.$state ?? loading);
  const token = raider?.token;
  const nickname = raider?.nickname;

  useEffect(() => {
    if (!token || !nickname) return;
    let active = true;
    let stopWatching = () => {};
    raidApi().then(
      (api) => {
        if (!active) return;
        const board = createRaiderBoard({
          api,
          token,
          nickname,
          weeksAhead,
          onUnauthorized: () => {
            // A late answer for a session that already ended here (signed out, another raider) says nothing new.
            if (!active || session.$raider.get()?.token !== token) return;
            session.signOut();
            toast.add({ title: 'Sesja wygasła', description: 'Zaloguj się ponownie.', tone: 'error' });
          },
        });
        setView({ board, api });
        void board.load();
        stopWatching = api.onExternalChange(() => void board.load());
      },
      () => {
        if (active) loading.set({ phase: 'error', message: raidApiMessages.unavailable, rows: [], attendance: null });
      },
    );
    return () => {
      active = false;
      stopWatching();
    };
  }, [raidApi, session, toast, loading, token, nickname, weeksAhead]);

  return { board: view?.board ?? null, state, api: view?.api ?? null };
}
