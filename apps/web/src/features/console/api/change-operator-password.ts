import { CONSOLE_API, type ChangePasswordBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/auth/change-password: every other session of the operator ends. */
export const changeOperatorPassword = (body: ChangePasswordBody) => callOperator(CONSOLE_API.changePassword, { body });
