import { useMutation } from '@tanstack/react-query';
import { CONSOLE_OPERATORS_API, type OperatorAcceptBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/auth/accept-invitation: the invitee sets its password with the link's code. */
export const acceptInvitation = (body: OperatorAcceptBody) => callOperator(CONSOLE_OPERATORS_API.accept, { body });
export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
