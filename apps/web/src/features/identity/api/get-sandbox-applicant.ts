import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api/identity/sandbox/applicant: the sandbox widget's review status and uploaded images. */
export function getSandboxApplicant(signal?: AbortSignal) {
  return call(IDENTITY_API.sandboxApplicant, { signal });
}

export const SANDBOX_APPLICANT_KEY = ['identity', 'sandbox-applicant'] as const;

export function sandboxApplicantQueryOptions() {
  return queryOptions({ queryKey: SANDBOX_APPLICANT_KEY, queryFn: ({ signal }) => getSandboxApplicant(signal), retry: false });
}

export function useSandboxApplicant() {
  return useQuery(sandboxApplicantQueryOptions());
}
