import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_API, type LoginAnswer, type LoginBody } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { deviceInfo } from '../lib/device-info';
import { sessionCheckKey } from '../hooks/use-session-check';
import { logout } from './logout';

/** `code`: the two-factor code, once the server asked for it (417 two_factor_required). */
export type LoginCredentials = Pick<LoginBody, 'email' | 'password' | 'code'>;

/** POST /api-portal/auth/login → {email, token}; 417 invalid_credentials or email_not_confirmed. */
export function login(body: LoginBody) {
  return call(AUTH_API.login, { body });
}

/** Clears any previous session first (partner-portal §4), then signs in with this device's info. */
export async function loginFresh(credentials: LoginCredentials) {
  if (sessionStore.token()) await logout().catch(() => undefined);
  sessionStore.clear();
  return login({ ...credentials, deviceInfo: deviceInfo() });
}

interface UseLoginOptions {
  onSuccess?: (answer: LoginAnswer) => void;
  onError?: (error: Error) => void;
}

/** Stores the new session; it counts as checked until the next 60 s refresh. */
export function useLogin({ onSuccess, onError }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginFresh,
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionCheckKey(answer.token), true);
      sessionStore.set(answer);
      onSuccess?.(answer);
    },
    onError,
  });
}
