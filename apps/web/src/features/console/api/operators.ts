import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_OPERATORS_API as API, type OperatorInviteBody, type OperatorRole } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { OPERATORS_KEY } from './get-operators';

function useOperatorMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

/** POST /api-operator/operators: invites an operator; answers the link, this once. */
export const inviteOperator = (body: OperatorInviteBody) => callOperator(API.invite, { body });
export const useInviteOperator = () => useOperatorMutation(inviteOperator);

/** PUT /api-operator/operators/:id/role. */
export const changeOperatorRole = (o: { id: string; role: OperatorRole }) =>
  callOperator(API.role, { params: { id: o.id }, body: { role: o.role } });
export const useChangeOperatorRole = () => useOperatorMutation(changeOperatorRole);

/** POST /api-operator/operators/:id/disable or /enable. */
export const switchOperator = (o: { id: string; disabled: boolean }) =>
  callOperator(o.disabled ? API.disable : API.enable, { params: { id: o.id } });
export const useSwitchOperator = () => useOperatorMutation(switchOperator);
