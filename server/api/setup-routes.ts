import type { GuildService } from '../../src/domain/service';
import { joiningMessages } from '../../src/domain/accounts/guild-joining';
import { RaidApiError } from '../../src/domain/raid-api-error';
import type { SetupLink } from '../accounts/setup-link';
import type { PanelSettings } from '../settings/access-and-addresses';
import { readJsonObject } from './request-input';
import type { OperationHandlers } from './operation-routes';

export interface SetupRoutesOptions {
  accounts: GuildService['accounts'];
  setupLink: SetupLink;
  panel: PanelSettings;
  /** Runs `work` in one database transaction. */
  transaction: <T>(work: () => T) => T;
}

const linkInvalid = () => new RaidApiError('unauthorized', joiningMessages.setupLinkInvalid, { token: joiningMessages.setupLinkInvalid });

/** The first run without a console: the one-time link creates the first admin and the guild's access code. */
export function setupHandlers({ accounts, setupLink, panel, transaction }: SetupRoutesOptions): OperationHandlers {
  return {
    setupStatus: (c) =>
      c.json({ valid: setupLink.valid(c.req.query('token')), accessCodeFixed: panel.shown().joining.source === 'environment' }),

    completeSetup: async (c) => {
      const body = await readJsonObject(c);
      if (!setupLink.valid(body.token)) throw linkInvalid();
      // Checked before the account exists, so a wrong code changes nothing.
      const access = body.accessCode === undefined ? undefined : panel.check({ accessCode: body.accessCode, joining: 'code' });
      const session = await accounts.createFirstAdmin({ nickname: body.nickname, password: body.password });
      const change = transaction(() => {
        setupLink.spend();
        return access ? panel.apply(access) : undefined;
      });
      return c.json({ ...session, ...(change?.newAccessCode ? { accessCode: change.newAccessCode } : {}) }, 201);
    },
  };
}
