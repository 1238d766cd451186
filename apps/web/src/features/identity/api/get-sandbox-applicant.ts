import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityPath, sandboxApplicant } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api/identity/sandbox/applicant: the sandbox widget's review status and uploaded images. */
export function getSandboxApplicant(signal?: AbortSignal) {
  return api.get(identityPath('sandboxApplicant'), { schema: sandboxApplicant, signal });
}

export const SANDBOX_APPLICANT_KEY = ['identity', 'sandbox-applicant'] as const;

export function sandboxApplicantQueryOptions() {
  return queryOptions({ queryKey: SANDBOX_APPLICANT_KEY, queryFn: ({ signal }) => getSandboxApplicant(signal), retry: false });
}

export function useSandboxApplicant() {
  return useQuery(sandboxApplicantQueryOptions());
}
