import type { RaidInstance } from '../../src/domain/schedule';
import { call } from '../server/helpers/api-client';

const day = 86_400_000;

/**
 * The query of the two weeks from now: a server process runs on the real clock (it takes no test clock),
 * so what it lists as coming is read from today.
 */
export function nextTwoWeeks(): string {
  const from = Date.now();
  return `from=${encodeURIComponent(new Date(from).toISOString())}&to=${encodeURIComponent(new Date(from + 14 * day).toISOString())}`;
}

/** The raids of the next two weeks on a server (`<url>/api`), as anyone reads them. */
export async function upcomingRaids(api: string): Promise<RaidInstance[]> {
  const answer = await call(`${api}/raids?${nextTwoWeeks()}`, 'GET');
  if (answer.status !== 200) throw new Error(`GET /raids answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as RaidInstance[];
}

/**
 * The raids of the next two weeks still taking answers `margin` ms from now (five minutes unless said): a
 * test that writes for a while picks one of them so that its answers never close under it. Fails, naming
 * what the server listed, when there is none.
 */
export async function raidsOpenFor(api: string, margin = 5 * 60_000): Promise<RaidInstance[]> {
  const raids = await upcomingRaids(api);
  const until = Date.now() + margin;
  const open = raids.filter((raid) => Date.parse(raid.signupsCloseAt) > until);
  if (open.length === 0)
    throw new Error(
      `no raid takes answers until ${new Date(until).toISOString()}; listed: ${raids.map((raid) => `${raid.id} (answers until ${raid.signupsCloseAt})`).join(', ')}`,
    );
  return open;
}

/** The first of `raidsOpenFor`: the raid a test that writes for a while answers. */
export const raidOpenFor = async (api: string, margin?: number): Promise<RaidInstance> => (await raidsOpenFor(api, margin))[0]!;
