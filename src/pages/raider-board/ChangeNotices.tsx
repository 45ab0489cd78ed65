import { useEffect, useId, useRef, useState } from 'react';
import { useApp } from '../../instance/app-context';
import { Button, useCardStyles, useStore } from '../../ui';
import { useViewerTimeZone } from '../raid-schedule/use-viewer-time-zone';
import { changeNotices, parseSeenState, seenState } from './change-notices';
import type { RaiderBoardState } from './raider-board-store';

/** The memory name, beside the raider's session, of what the panel last showed them. */
const seenMemory = 'seen-raids';

/**
 * "Zmiany od ostatniej wizyty": what a raid leader changed about the raider's raids since the panel
 * last showed them (cancelled, moved, confirmed, benched, promoted from the reserve), once, on the first
 * page of the panel they open. What the panel shows is remembered on this device as it changes, so the
 * raider's own answers never come back as news.
 */
export function ChangeNotices({ state }: { state: RaiderBoardState }) {
  const { session } = useApp();
  const raider = useStore(session.$raider);
  const timeZone = useViewerTimeZone();
  const cards = useCardStyles();
  const id = useId();
  const shown = useRef<string[] | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const rows = state.phase === 'ready' ? state.rows : null;

  useEffect(() => {
    if (!rows || !raider) return;
    if (shown.current === null) {
      // Compared once, before this visit's state replaces the remembered one.
      shown.current = changeNotices(parseSeenState(session.recall(seenMemory)), rows, raider.nickname, timeZone);
      setNotices(shown.current);
    }
    session.remember(seenMemory, JSON.stringify(seenState(rows, raider.nickname)));
  }, [rows, raider, session, timeZone]);

  if (notices.length === 0) return null;
  return (
    <section className={cards.card} aria-labelledby={id}>
      <h2 id={id}>Zmiany od Twojej ostatniej wizyty</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setNotices([])}>
        Rozumiem
      </Button>
    </section>
  );
}
