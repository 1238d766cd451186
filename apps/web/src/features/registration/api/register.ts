import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_API, okAnswer, type RegisterBody } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { i18n, isLanguage } from '../../../lib/i18n';

/** POST /api-portal/auth/register with the payload of spec 000 §7; the mails follow the portal's language. */
export function register(body: RegisterBody) {
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return api.post(REGISTRATION_API.register.path, { body: { ...body, language }, schema: okAnswer });
}

export function useRegister(onSuccess: () => void) {
  return useMutation({ mutationFn: register, onSuccess });
}
