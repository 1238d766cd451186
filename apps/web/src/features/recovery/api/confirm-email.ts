import { useQuery } from '@tanstack/react-query';
import { REGISTRATION_API, okAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api-portal/auth/confirm-email/{code}. */
export function confirmEmail(code: string) {
  return api.get(REGISTRATION_API.confirmEmail.path.replace(':code', encodeURIComponent(code)), { schema: okAnswer });
}

/** Runs once per code (a code is single use, so never retried or refetched). */
export function useConfirmEmail(code: string) {
  return useQuery({
    queryKey: ['confirm-email', code],
    queryFn: () => confirmEmail(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
