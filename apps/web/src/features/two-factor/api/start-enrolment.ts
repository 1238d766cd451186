import { useMutation } from '@tanstack/react-query';
import { TWO_FACTOR_API, type TwoFactorEnrolment, type TwoFactorStartBody } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/user/two-factor/enrolment {password}: a new secret with its QR code, to confirm within 15 minutes. */
export function startEnrolment(body: TwoFactorStartBody) {
  return call(TWO_FACTOR_API.start, { body });
}

export function useStartEnrolment(options: { onSuccess?: (started: TwoFactorEnrolment) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: startEnrolment, onSuccess: options.onSuccess, onError: options.onError });
}
