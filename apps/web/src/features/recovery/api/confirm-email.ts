import { useQuery } from '@tanstack/react-query';
import { RECOVERY_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api-portal/auth/confirm-email/{code}. */
export function confirmEmail(code: string) {
  return call(RECOVERY_API.confirmEmail, { params: { code } });
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
