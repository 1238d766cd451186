import { queryOptions, useQuery } from '@tanstack/react-query';
import { REGISTRATION_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api/auth/countries: the allowed 3-letter codes. */
export function getCountries(signal?: AbortSignal) {
  return call(REGISTRATION_API.countries, { signal });
}

export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: 60 * 60_000,
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
