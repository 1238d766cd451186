import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_OPERATORS_API as API, type RegistrationSwitchesBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { REGISTRATION_KEY } from './get-registration-switches';

/** PUT /api-operator/platform/registration. */
export const setRegistrationSwitches = (body: RegistrationSwitchesBody) => callOperator(API.setRegistration, { body });

export function useSetRegistrationSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRegistrationSwitches,
    onSuccess: (state) => {
      queryClient.setQueryData(REGISTRATION_KEY, state);
      void queryClient.invalidateQueries({ queryKey: ['status'] });
    },
  });
}
