import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_OPERATORS_API as API, type RegistrationSwitchesBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

const KEY = ['console', 'registration'] as const;

/** GET /api-operator/platform/registration: registration on or off (and why), the region restriction. */
export const getRegistrationSwitches = (signal?: AbortSignal) => callOperator(API.registration, { signal });
export const registrationSwitchesQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getRegistrationSwitches(signal) });
export const useRegistrationSwitches = () => useQuery(registrationSwitchesQueryOptions());

/** PUT /api-operator/platform/registration. */
export const setRegistrationSwitches = (body: RegistrationSwitchesBody) => callOperator(API.setRegistration, { body });

export function useSetRegistrationSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRegistrationSwitches,
    onSuccess: (state) => {
      queryClient.setQueryData(KEY, state);
      void queryClient.invalidateQueries({ queryKey: ['status'] });
    },
  });
}
