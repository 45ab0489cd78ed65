import fc from 'fast-check';
import type { RaidApi } from '../../../src/data/raids';
import { both, tokenOf } from './pair';
import { raidId, resolveRaid } from './raid-pick';
import { Step } from './step';

/** A session held by one of the raiders so far, or (-1) a token nobody was given. */
export const session = fc.integer({ min: -1, max: 8 });

/** The API's methods whose arguments are `Args`, by name. */
type MethodTaking<Args extends unknown[]> = {
  [Name in keyof RaidApi]-?: RaidApi[Name] extends (...args: Args) => Promise<unknown> ? Name : never;
}[keyof RaidApi];

/** A command that needs nothing but a held session's token: both stores must answer it alike. */
export const sessionCall = (method: MethodTaking<[token: string]>) =>
  session.map(
    (held) =>
      new Step(`${method}(session ${held})`, async (_agreed, pair) => {
        await both<unknown>(pair, method, (side) => side.api[method](tokenOf(side, held)));
      }),
  );

/** The same for a command about one raid (a kept night, a moved one or one that does not exist). */
export const sessionRaidCall = (method: MethodTaking<[token: string, raidId: string]>) =>
  fc.record({ held: session, raid: raidId }).map(
    ({ held, raid }) =>
      new Step(`${method}(session ${held}, ${raid})`, async (_agreed, pair) => {
        const id = await resolveRaid(pair, raid);
        await both<unknown>(pair, method, (side) => side.api[method](tokenOf(side, held), id));
      }),
  );
