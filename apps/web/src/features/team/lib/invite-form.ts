import type { z } from 'zod';
import { teamMemberBody } from '@portal/contract';

/** The invite form checks the contract schema the server validates: a valid e-mail is required. */
export const inviteFormSchema = teamMemberBody;
export type InviteFormValues = z.input<typeof inviteFormSchema>;

export type InviteIssueKey = 'team.invite.emailRequired' | 'team.invite.emailInvalid';

export function inviteIssueKey(issue: { input?: unknown }): InviteIssueKey {
  return typeof issue.input === 'string' && issue.input.trim() !== '' ? 'team.invite.emailInvalid' : 'team.invite.emailRequired';
}

export const inviteParseOptions = { error: inviteIssueKey };
