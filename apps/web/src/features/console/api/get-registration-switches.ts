import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_OPERATORS_API as API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

export const REGISTRATION_KEY = ['console', 'registration'] as const;

/** GET /api-operator/platform/registration: registration on or off (and why), the region restriction. */
export const getRegistrationSwitches = (signal?: AbortSignal) => callOperator(API.registration, { signal });
export const registrationSwitchesQueryOptions = () =>
  queryOptions({ queryKey: REGISTRATION_KEY, queryFn: ({ signal }) => getRegistrationSwitches(signal) });
export const useRegistrationSwitches = () => useQuery(registrationSwitchesQueryOptions());
