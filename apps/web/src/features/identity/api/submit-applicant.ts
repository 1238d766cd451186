import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_API, type SandboxApplicant } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { SANDBOX_APPLICANT_KEY } from './get-sandbox-applicant';

/** POST /api/identity/sandbox/submit: both images go to review. */
export function submitApplicant() {
  return call(IDENTITY_API.sandboxSubmit, {});
}

export function useSubmitApplicant(options: { onSuccess?: (answer: SandboxApplicant) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplicant,
    onSuccess: (answer) => {
      queryClient.setQueryData(SANDBOX_APPLICANT_KEY, answer);
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
