import type { z } from 'zod/mini';
import { teamMemberBody } from '@portal/contract';
import type { IssueKeys } from '../../../lib/form-issues';

/** The invite form checks the contract schema the server validates: a valid e-mail is required. */
export const inviteFormSchema = teamMemberBody;
export type InviteFormValues = z.input<typeof inviteFormSchema>;

/** Catalogue keys (`account`) of its issues. */
export const INVITE_ISSUES = {
  required: 'team.invite.emailRequired',
  '*': 'team.invite.emailInvalid',
} as const satisfies IssueKeys;
