import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/auth/step-up {code}: the console's sensitive actions go through for the step-up window. */
export const operatorStepUp = (code: string) => callOperator(CONSOLE_API.stepUp, { body: { code } });
