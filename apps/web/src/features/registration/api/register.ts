import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_API, okAnswer, type RegisterBody } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** POST /api-portal/auth/register with the payload of spec 000 §7. */
export function register(body: RegisterBody) {
  return api.post(REGISTRATION_API.register.path, { body, schema: okAnswer });
}

export function useRegister(onSuccess: () => void) {
  return useMutation({ mutationFn: register, onSuccess });
}
