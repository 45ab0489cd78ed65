import { describe, expect, it } from 'vitest';
import { mappedRole, roleFromRoleIds } from '../../src/domain/accounts/account-rules';
import type { MemberRole } from '../../src/domain/accounts/account-types';

const mapping = { adminRoleIds: ['111111'], officerRoleIds: ['222222', '333333'] };

describe('roles from Discord', () => {
  it.each<[string[], MemberRole]>([
    [[], 'raider'],
    [['999999'], 'raider'],
    [['333333'], 'officer'],
    [['222222', '111111'], 'admin'],
    [['111111'], 'admin'],
  ])('member roles %j map to %s', (roles, role) => {
    expect(roleFromRoleIds(roles, mapping)).toBe(role);
  });

  it('with no role ids set, everyone is a raider', () => {
    expect(roleFromRoleIds(['111111'], { adminRoleIds: [], officerRoleIds: [] })).toBe('raider');
  });

  it.each<[string[], MemberRole | undefined]>([
    [[], undefined],
    [['999999'], undefined],
    [['444444'], 'raider'],
    [['333333'], 'officer'],
    [['111111'], 'admin'],
  ])('with raider roles set, member roles %j map to %s (officers and admins raid too)', (roles, role) => {
    expect(roleFromRoleIds(roles, { ...mapping, raiderRoleIds: ['444444', '555555'] })).toBe(role);
  });

  it.each<[MemberRole, MemberRole, number, MemberRole]>([
    ['raider', 'officer', 1, 'officer'],
    ['officer', 'raider', 1, 'raider'],
    ['admin', 'officer', 2, 'officer'],
    ['admin', 'raider', 1, 'admin'],
    ['admin', 'officer', 1, 'admin'],
    ['officer', 'admin', 1, 'admin'],
  ])('%s mapped to %s with %i admin(s) becomes %s', (current, mapped, admins, result) => {
    expect(mappedRole(current, mapped, admins)).toBe(result);
  });
});
