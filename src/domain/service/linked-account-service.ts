import { assertUncommonPassword } from '../accounts/common-password-check';
import { accountMessages } from '../accounts/account-messages';
import { mappedRole } from '../accounts/account-rules';
import { noPassword, roleChangeDetail, type MemberRole } from '../accounts/account-types';
import { firstPasswordSchema, validateMemberNickname } from '../accounts/account-validation';
import { validate } from '../input-schema';
import { joiningMessages } from '../accounts/guild-joining';
import { RaidApiError, invalidFields, validOrThrow } from '../raid-api-error';
import type { RaiderSession } from '../raids/signup-types';
import { raiderKey } from '../accounts/raider-key';
import { loadNicknameSkeleton, type NicknameSkeleton } from '../accounts/nickname-skeleton';
import { discordNicknameChoices } from '../accounts/discord-nickname';
import { startSession, type SignedIn } from './account-service';
import type { Actor, GuildContext } from './guild-context';

const hasPasswordMessage = 'To konto ma już hasło: zmień je, podając obecne.';
/** Kept out of `accountMessages`: the demo, which never makes an account without a password, does not download it. */
export const noPasswordUseDiscord =
  'To konto loguje się przez Discorda: wybierz „Zaloguj się przez Discord”. Hasło można ustawić potem w zakładce Konto albo kodem resetu od oficera.';

/**
 * Accounts linked to a Discord user (the server's sign-in with Discord): made without a password,
 * signed in with the role mapped from the Discord server, and given a first password. A part of its own
 * beside `accountService`: the demo, which has no Discord, never downloads it.
 */
export function linkedAccountService(context: GuildContext) {
  const { store, now, secrets, joining = () => ({ mode: 'open' }), actorWrite } = context;
  const adminCount = () => store.accounts.all().filter((account) => account.role === 'admin').length;
  const taken = () => new RaidApiError('taken', accountMessages.taken, { nickname: accountMessages.taken });

  /** Inside a write: the mapped role applied to the account (the last admin kept), audited by `Discord`. */
  function applyRoleInWrite(accountKey: string, mapped: MemberRole): MemberRole {
    const account = store.accounts.byKey(accountKey);
    if (!account) throw new RaidApiError('not-found', accountMessages.memberNotFound);
    const role = mappedRole(account.role, mapped, adminCount());
    if (role !== account.role) {
      store.accounts.setRole(account.key, role);
      store.audit.add({
        at: now().toISOString(),
        actor: 'Discord',
        action: 'role-change',
        target: account.nickname,
        detail: roleChangeDetail(account.role, role),
      });
    }
    return role;
  }

  /**
   * Inside a write: the account linked to a Discord member, made there and then when there is none,
   * without a password, with `role`. The nickname is the first of `names` (server nickname, global
   * name, username) the nickname rules take, or, when it or a look-alike has an account, its variant for
   * this member (`discordNicknameChoices`): never refused for a name. Audited as `account-from-discord`
   * with the Discord user id. `linkedTo` reads the link and `link` makes it, both in the same write.
   * A guild closed to new accounts refuses (`forbidden`), unless an admin brings the member in
   * (`byAdmin`: a Raid-Helper import of the guild's own history). `skeletonOf`: `await loadNicknameSkeleton()`.
   * The one way an account is made for a Discord member: `accountFromDiscord` and the Raid-Helper import.
   */
  function accountFromDiscordInWrite(
    member: {
      discordUserId: string;
      names: ReadonlyArray<string | null | undefined>;
      role: MemberRole;
      linkedTo: () => string | undefined;
      link: (key: string) => void;
      byAdmin?: boolean;
    },
    skeletonOf: NicknameSkeleton,
  ): { key: string; nickname: string; created: boolean } {
    const linkedKey = member.linkedTo();
    const linked = linkedKey === undefined ? undefined : store.accounts.byKey(linkedKey);
    if (linked) return { key: linked.key, nickname: linked.nickname, created: false };
    if (!member.byAdmin && joining().mode === 'closed') throw new RaidApiError('forbidden', joiningMessages.closed);
    const taken = new Set(store.accounts.all().map((account) => skeletonOf(account.nickname)));
    const nickname = discordNicknameChoices(member.names, member.discordUserId).find((choice) => !taken.has(skeletonOf(choice)));
    if (!nickname) throw new RaidApiError('taken', accountMessages.taken);
    const key = raiderKey(nickname);
    const at = now().toISOString();
    store.accounts.create({
      key,
      nickname,
      skeleton: skeletonOf(nickname),
      role: member.role,
      passwordHash: noPassword,
      createdAt: at,
    });
    member.link(key);
    store.audit.add({
      at,
      actor: 'Discord',
      action: 'account-from-discord',
      target: nickname,
      detail: `użytkownik Discorda ${member.discordUserId}`,
    });
    return { key, nickname, created: true };
  }

  return {
    /**
     * Before a password sign-in (the server's `POST /session`): an account made by signing in with
     * Discord is told so (`unauthorized` with the hint), as it has no password to get wrong.
     */
    refusePasswordless(nickname: unknown): void {
      const checked = validateMemberNickname(nickname);
      if (checked.ok && store.accounts.byKey(raiderKey(checked.value))?.passwordHash === noPassword)
        throw new RaidApiError('unauthorized', noPasswordUseDiscord);
    },

    /**
     * A new account without a password for a member of the guild's Discord server (the caller read the
     * membership from Discord), with the role mapped from their Discord roles, not signed in yet
     * (`signInLinked` does); `within` runs inside the write with the account's key (the link to the Discord user). Joining: a member of the guild's Discord
     * server is a member of the guild, so the server stands in for the access code; a guild closed to new
     * accounts (`closed`) refuses them too (`forbidden`). `invalid` for a nickname the rules refuse, `taken`
     * for one (or a look-alike) that has an account.
     */
    async createLinkedAccount(
      rawNickname: unknown,
      role: MemberRole,
      within: (key: string) => void,
    ): Promise<{ key: string; nickname: string }> {
      if (joining().mode === 'closed') throw new RaidApiError('forbidden', joiningMessages.closed);
      const nickname = validOrThrow(validateMemberNickname(rawNickname));
      // The look-alike rule of every account (nickname-skeleton.ts), checked at once and again in the write.
      const skeletonOf = await loadNicknameSkeleton();
      const skeleton = skeletonOf(nickname);
      const lookAlikeTaken = () => store.accounts.all().some((account) => skeletonOf(account.nickname) === skeleton);
      if (lookAlikeTaken()) throw taken();
      return store.write(() => {
        if (lookAlikeTaken()) throw taken();
        const key = raiderKey(nickname);
        store.accounts.create({ key, nickname, skeleton, role, passwordHash: noPassword, createdAt: now().toISOString() });
        within(key);
        return { key, nickname };
      });
    },

    accountFromDiscordInWrite,

    /**
     * A member of the guild's Discord server answering from Discord with no account yet (the caller checked
     * Discord's signature, the server and the raider role): `accountFromDiscordInWrite` in a write of its
     * own, so a member whose first clicks arrive together gets one account, and every click after the
     * first is answered as that account (`created: false`).
     */
    async accountFromDiscord(member: {
      discordUserId: string;
      names: ReadonlyArray<string | null | undefined>;
      role: MemberRole;
      linkedTo: () => string | undefined;
      link: (key: string) => void;
    }): Promise<{ key: string; nickname: string; created: boolean }> {
      const skeletonOf = await loadNicknameSkeleton();
      return store.write(() => accountFromDiscordInWrite(member, skeletonOf));
    },

    /**
     * Signs in the account linked to a Discord user (the caller proved who they are), with the role
     * mapped from their Discord roles at every sign-in (`applyDiscordRole`). `not-found` when the account is gone.
     */
    signInLinked(accountKey: string, mapped: MemberRole): RaiderSession {
      return store.write(() => {
        applyRoleInWrite(accountKey, mapped);
        return startSession(context, store.accounts.byKey(accountKey)!);
      });
    },

    /**
     * The role mapped from a linked member's Discord roles, as Discord says it now (a sign-in, the
     * refresh from Discord's member endpoint): the mapped role, except that the last admin keeps the role
     * (`mappedRole`); a change is in the audit log, by `Discord`. Answers the account's role after it;
     * `not-found` when the account is gone.
     */
    applyDiscordRole(accountKey: string, mapped: MemberRole): MemberRole {
      return store.write(() => applyRoleInWrite(accountKey, mapped));
    },

    /**
     * A linked member left the guild's Discord server: every session of the account ends, and `true`
     * says so. The guild's last admin is the exception (`false`): as with roles (`mappedRole`), nothing
     * done on Discord locks the guild out of its own panel.
     */
    endSessionsOfDepartedMember(accountKey: string): boolean {
      return store.write(() => {
        const account = store.accounts.byKey(accountKey);
        if (!account) return false;
        if (mappedRole(account.role, 'raider', adminCount()) === 'admin') return false;
        store.sessions.removeAll(accountKey);
        return true;
      });
    },

    /** Whether the raider's account has a password (one made by signing in with Discord has none until set). */
    hasPassword(actor: Actor): boolean {
      const account = store.accounts.byKey(actor.key);
      return account !== undefined && account.passwordHash !== noPassword;
    },

    /**
     * The first password of an account made by signing in with Discord: `{newPassword}`, no current
     * one to give; refused with `invalid` once the account has a password (change it instead).
     */
    async setFirstPassword({ account, tokenHash }: SignedIn, rawInput: unknown): Promise<void> {
      const { newPassword } = validOrThrow(validate(firstPasswordSchema(account.nickname), rawInput, 'input'));
      await assertUncommonPassword('newPassword', newPassword);
      const passwordHash = await secrets.hashPassword(newPassword);
      actorWrite({ ...account, tokenHash }, () => {
        if (store.accounts.byKey(account.key)?.passwordHash !== noPassword) throw invalidFields({ currentPassword: hasPasswordMessage });
        store.accounts.setPassword(account.key, passwordHash);
      });
    },
  };
}

export type LinkedAccountService = ReturnType<typeof linkedAccountService>;
