import { useMutation } from '@tanstack/react-query';
import { CONSOLE_API, type OperatorSignInBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { operatorSessionStore } from '../lib/operator-session';

/** POST /api-operator/auth/sign-in: e-mail, password and the authenticator code; the session is kept on success. */
export const signIn = (body: OperatorSignInBody) => callOperator(CONSOLE_API.signIn, { body });

export const useSignIn = (o: { onError?: (e: Error) => void } = {}) =>
  useMutation({ mutationFn: signIn, onSuccess: (session) => operatorSessionStore.set(session), onError: o.onError });
