import type { Context } from 'hono';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import { ApiError, apiMessages } from './api-error';
import type { ApiRoutesOptions } from './api-routes';
import { clientAddress } from './client-address';
import { bearerToken } from './request-input';
import type { OperationHandlers } from './operation-routes';
import { withDiscordRole } from '../discord/member-refresh';
import { refuseWhileLimited, runLimited, signInKeys } from './sign-in-keys';

/** The account operations with limits (sign-in, creation, passwords) and the session's own (docs/api.md). */
export function accountHandlers(options: ApiRoutesOptions): OperationHandlers {
  const { guild, limiter, accountLimiter, trustProxy, discordSignIn, memberRefresh } = options;
  const { accounts } = guild;
  const keysOf = (c: Context, nickname: unknown) => signInKeys(clientAddress(c, trustProxy), nickname);
  return {
    createAccount({ c, input }) {
      // Decided and counted in one step after the body: creations held open and released together count one by one.
      const address = clientAddress(c, trustProxy);
      refuseWhileLimited(accountLimiter, [address], accountMessages.accountsRateLimited);
      accountLimiter.recordFailure(address);
      return accounts.createAccount(input);
    },
    async signIn({ c, input }) {
      // A ticket is 256 random bits, single use, 60 s: nothing to guess, so no sign-in limit applies.
      if (discordSignIn && input.discordTicket !== undefined) return discordSignIn.exchangeTicket(input);
      // OWASP's device cookie: a browser that signed in to this account before spends its own budget, so a
      // stranger who floods the nickname (or shares the address) locks out strangers only.
      const device = accounts.trustedDevice(input.nickname, input.deviceToken);
      const keys = device ? [`device:${device}`] : await keysOf(c, input.nickname);
      return runLimited(limiter, keys, async () => {
        // An account made through Discord has no password: the refusal says to use Discord.
        guild.linkedAccounts.refusePasswordless(input.nickname);
        const session = await accounts.signIn(input);
        return memberRefresh ? withDiscordRole(memberRefresh.refresh, (key) => accounts.accountActor(key)?.role, session) : session;
      });
    },
    resetPassword: async ({ c, input }) =>
      void (await runLimited(limiter, await keysOf(c, input.nickname), () => accounts.resetPassword(input))),
    changePassword: async ({ c, signedIn, input }) =>
      void (await runLimited(limiter, await keysOf(c, signedIn.account.nickname), () => accounts.changePassword(signedIn, input))),
    // Signing out of a session that already ended is fine: the token stops working either way. So no
    // session guard (`bearer`), only a token.
    signOut({ c }) {
      const token = bearerToken(c);
      if (!token) throw new ApiError(401, 'unauthorized', apiMessages.noToken);
      accounts.signOut(token);
    },
  };
}
