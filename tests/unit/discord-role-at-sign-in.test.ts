import { describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '../../src/domain/accounts/account-types';
import type { RaiderSession } from '../../src/domain/raids/signup-types';
import { memberRefreshMessages, withDiscordRole, type RefreshOutcome } from '../../server/discord/member-refresh';

const session: RaiderSession = { nickname: 'Kasia', role: 'raider', token: 'token', expiresAt: '2026-03-03T12:00:00.000Z' };

/** A refresh that finds `outcome`, and the role the account has after it. */
function refreshFinding(outcome: RefreshOutcome, role: MemberRole | undefined) {
  return { refresh: vi.fn(async () => outcome), roleOf: vi.fn(() => role) };
}

describe('a password sign-in of an account linked to Discord', () => {
  it('reads the roles at once, however recently they were read, for the account of the nickname', async () => {
    const { refresh, roleOf } = refreshFinding('current', 'officer');
    await expect(withDiscordRole(refresh, roleOf, session)).resolves.toEqual({ ...session, role: 'officer' });
    expect(refresh).toHaveBeenCalledWith('kasia', { force: true });
    expect(roleOf).toHaveBeenCalledWith('kasia');
  });

  it('keeps the stored role when nothing was read (not linked, no bot)', async () => {
    const { refresh, roleOf } = refreshFinding('cached', 'raider');
    await expect(withDiscordRole(refresh, roleOf, session)).resolves.toEqual(session);
  });

  it('keeps the session as it is when the account cannot be read after the refresh', async () => {
    const { refresh, roleOf } = refreshFinding('current', undefined);
    await expect(withDiscordRole(refresh, roleOf, { ...session, role: 'admin' })).resolves.toEqual({ ...session, role: 'admin' });
  });

  it('refuses the sign-in (forbidden, in Polish) when the member left the guild’s server', async () => {
    const { refresh, roleOf } = refreshFinding('departed', 'raider');
    await expect(withDiscordRole(refresh, roleOf, session)).rejects.toMatchObject({
      code: 'forbidden',
      message: memberRefreshMessages.departedSignIn,
    });
  });
});
