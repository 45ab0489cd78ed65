import type { RaidApi } from '../../data/raids/raid-api';
import { lazyPart } from '../../ui/lazy-part';

const demoNotice = lazyPart<{ api: RaidApi | null }>('demo notice', () =>
  import('./DemoNotice').then(({ DemoNotice }) => ({ default: DemoNotice })),
);

/**
 * `<DemoNotice>` as the raider pages render it: its code loads only with the local demo store, which
 * a guild with its own backend never uses (`npm run size`). Like the notice itself, it appears once
 * the adapter is known.
 */
export function DemoNotice({ api }: { api: RaidApi | null }) {
  if (!api || api.kind !== 'local') return null;
  return <demoNotice.Component api={api} />;
}
