import type { Role, TeamMemberAction, TeamMemberState } from '@portal/contract';

/** Catalogue keys (namespace `account`) of each state, role and action, spelled out so the key scan sees them. */
export const STATE_LABEL = {
  INVITED: 'team.states.INVITED',
  ACTIVE: 'team.states.ACTIVE',
  DISABLED: 'team.states.DISABLED',
} as const satisfies Record<TeamMemberState, string>;

export const STATE_COLOR = { INVITED: 'blue', ACTIVE: 'green', DISABLED: 'red' } as const satisfies Record<TeamMemberState, string>;

export const ROLE_LABEL = {
  OWNER: 'team.roles.OWNER',
  ADMIN: 'team.roles.ADMIN',
  DEVELOPER: 'team.roles.DEVELOPER',
  VIEWER: 'team.roles.VIEWER',
  VIEWER_NO_PII: 'team.roles.VIEWER_NO_PII',
} as const satisfies Record<Role, string>;

export const ACTION_TEXT = {
  remove: {
    button: 'team.actions.remove',
    label: 'team.actions.removeLabel',
    title: 'team.confirm.removeTitle',
    text: 'team.confirm.remove',
    done: 'team.confirm.removed',
  },
  disable: {
    button: 'team.actions.disable',
    label: 'team.actions.disableLabel',
    title: 'team.confirm.disableTitle',
    text: 'team.confirm.disable',
    done: 'team.confirm.disabled',
  },
  recover: {
    button: 'team.actions.recover',
    label: 'team.actions.recoverLabel',
    title: 'team.confirm.recoverTitle',
    text: 'team.confirm.recover',
    done: 'team.confirm.recovered',
  },
} as const satisfies Record<TeamMemberAction, Record<string, string>>;
