import { useMutation } from '@tanstack/react-query';
import { CONSOLE_API, type OperatorEnrolmentBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/auth/enrolment: the first sign-in's authenticator secret and QR code. */
export const startEnrolment = (body: OperatorEnrolmentBody) => callOperator(CONSOLE_API.enrolment, { body });

export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });
