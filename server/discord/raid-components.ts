import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
} from 'discord-api-types/v10';
import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import { signupStatuses, type SignupStatus } from '../../src/domain/raids/signup-types';
import { roleLabels, statusLabels } from '../../src/domain/raids/signup-labels';

/**
 * The buttons and the role select under a raid's post (and a reminder's DM), and the `custom_id`s they
 * carry back to the interactions endpoint: `signup:<raidId>:<status>` for a button, `role:<raidId>` for
 * the select (its value: a raid role). Raid ids hold letters, digits and hyphens only, so `:` separates.
 */
export type RaidComponentAction = { kind: 'signup'; raidId: string; status: SignupStatus } | { kind: 'role'; raidId: string };

const buttonStyles: Record<SignupStatus, APIButtonComponentWithCustomId['style']> = {
  accepted: ButtonStyle.Success,
  late: ButtonStyle.Primary,
  tentative: ButtonStyle.Secondary,
  absent: ButtonStyle.Danger,
};

export const raidComponentId = (action: RaidComponentAction): string =>
  action.kind === 'signup' ? `signup:${action.raidId}:${action.status}` : `role:${action.raidId}`;

/** The action a component's `custom_id` names; `undefined` for one this server did not make. */
export function parseRaidComponentId(customId: string): RaidComponentAction | undefined {
  const signup = /^signup:([\w-]{1,80}):(\w+)$/.exec(customId);
  if (signup && (signupStatuses as readonly string[]).includes(signup[2]!)) {
    return { kind: 'signup', raidId: signup[1]!, status: signup[2] as SignupStatus };
  }
  const role = /^role:([\w-]{1,80})$/.exec(customId);
  return role ? { kind: 'role', raidId: role[1]! } : undefined;
}

/** A select value that is a raid role, else `undefined`. */
export const raidRoleOf = (value: string): RaidRole | undefined =>
  (raidRoles as readonly string[]).includes(value) ? (value as RaidRole) : undefined;

/** Będę · Spóźnię się · Może · Nie będę, then a role select: two rows of a message's components. */
export function raidComponents(raidId: string): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  return [
    {
      type: ComponentType.ActionRow,
      components: signupStatuses.map((status) => ({
        type: ComponentType.Button,
        style: buttonStyles[status],
        label: statusLabels[status],
        custom_id: raidComponentId({ kind: 'signup', raidId, status }),
      })),
    },
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: raidComponentId({ kind: 'role', raidId }),
          placeholder: 'Wybierz rolę',
          options: raidRoles.map((role) => ({ label: roleLabels[role], value: role })),
        },
      ],
    },
  ];
}
