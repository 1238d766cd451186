import { useMutation } from '@tanstack/react-query';
import { TWO_FACTOR_API, type TwoFactorEnrolment } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/user/two-factor/enrolment: a new secret with its QR code, to confirm within 15 minutes. */
export function startEnrolment() {
  return call(TWO_FACTOR_API.start, {});
}

export function useStartEnrolment(options: { onSuccess?: (started: TwoFactorEnrolment) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: startEnrolment, onSuccess: options.onSuccess, onError: options.onError });
}
