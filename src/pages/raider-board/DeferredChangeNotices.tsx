import { lazyPart } from '../../ui/lazy-part';
import type { RaiderBoardState } from './raider-board-store';

const changeNotices = lazyPart<{ state: RaiderBoardState }>('change notices', () =>
  import('./ChangeNotices').then(({ ChangeNotices }) => ({ default: ChangeNotices })),
);

/**
 * `<ChangeNotices>` as the raider pages render it: its code loads once the raider's raids are there
 * (it compares them with what the panel showed last time), keeping the overview page within its budget.
 */
export function ChangeNotices({ state }: { state: RaiderBoardState }) {
  return state.phase === 'ready' ? <changeNotices.Component state={state} /> : null;
}
