import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_PARTNER_ADMIN_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/brands: the brands a partner can be on. */
export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'brands'],
    queryFn: ({ signal }) => callOperator(CONSOLE_PARTNER_ADMIN_API.brands, { signal }),
    staleTime: Infinity,
  });
export const useBrands = () => useQuery(brandsQueryOptions());
