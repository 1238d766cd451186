import { CONSOLE_OPERATORS_API as API, type OperatorInviteBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { useOperatorMutation } from './get-operators';

/** POST /api-operator/operators: invites an operator; the link goes to the invitee by e-mail only. */
export const inviteOperator = (body: OperatorInviteBody) => callOperator(API.invite, { body });
export const useInviteOperator = () => useOperatorMutation(inviteOperator);
