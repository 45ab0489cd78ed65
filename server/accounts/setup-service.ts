import * as v from 'valibot';
import type { GuildService } from '../../src/domain/service';
import { joiningMessages } from '../../src/domain/accounts/guild-joining';
import { RaidApiError } from '../../src/domain/raid-api-error';
import type { SetupLink } from './setup-link';
import type { PanelSettings } from '../settings/access-and-addresses';
import type { ServicePart } from '../api/operation-routes';
import type { GuildStore } from '../../src/domain/service/guild-store';

export interface SetupServiceOptions {
  accounts: GuildService['accounts'];
  setupLink: SetupLink;
  panel: PanelSettings;
  /** Runs `work` in one database transaction. */
  transaction: <T>(work: () => T) => T;
  /** The audit log: the link's admin and access code are entered like any admin's change. */
  audit: GuildStore['audit'];
  now: () => Date;
}

/** `POST /setup/status`: the link's token, in the body (an address with it would land in proxies' logs). */
export const setupStatusSchema = v.object({ token: v.string() });

/** Who the audit log names for what the one-time link did: no account existed to act yet. */
const setupActor = 'link startowy';

const linkInvalid = () => new RaidApiError('unauthorized', joiningMessages.setupLinkInvalid, { token: joiningMessages.setupLinkInvalid });

/** The first run without a console: the one-time link creates the first admin and the guild's access code (docs/api.md). */
export function createSetupService({ accounts, setupLink, panel, transaction, audit, now }: SetupServiceOptions): ServicePart<'setup'> {
  /** Whether `body` carries the live link's token; any other body is no live link. */
  const linkIn = (body: unknown) => {
    const read = v.safeParse(setupStatusSchema, body);
    return read.success && setupLink.valid(read.output.token);
  };
  return {
    setupStatus: (body) => ({ valid: linkIn(body), accessCodeFixed: panel.shown().joining.source === 'environment' }),

    async completeSetup(input) {
      // The link first (401), then the access code, then the account: a refusal changes nothing.
      if (!linkIn(input)) throw linkInvalid();
      const body = input as { nickname?: unknown; password?: unknown; accessCode?: unknown };
      // Checked before the account exists, so a wrong code changes nothing.
      const access = body.accessCode === undefined ? undefined : panel.check({ accessCode: body.accessCode, joining: 'code' });
      const session = await accounts.createFirstAdmin({ nickname: body.nickname, password: body.password });
      const change = transaction(() => {
        setupLink.spend();
        const applied = access ? panel.apply(access) : undefined;
        const at = now().toISOString();
        audit.add({ at, actor: setupActor, action: 'admin-granted', target: session.nickname, detail: 'pierwszy administrator gildii' });
        if (applied?.changes.length)
          audit.add({ at, actor: session.nickname, action: 'settings-changed', target: null, detail: applied.changes.join('; ') });
        return applied;
      });
      return { ...session, ...(change?.newAccessCode ? { accessCode: change.newAccessCode } : {}) };
    },
  };
}
