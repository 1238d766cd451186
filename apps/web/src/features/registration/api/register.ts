import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_API, type RegisterBody } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { i18n, isLanguage } from '../../../lib/i18n';

/** POST /api-portal/auth/register with the payload of partner-portal §7; the mails follow the portal's language. */
export function register(body: RegisterBody) {
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return call(REGISTRATION_API.register, { body: { ...body, language } });
}

export function useRegister(onSuccess: () => void) {
  return useMutation({ mutationFn: register, onSuccess });
}
