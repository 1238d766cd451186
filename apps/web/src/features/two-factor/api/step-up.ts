import { TWO_FACTOR_API, type StepUpBody } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/two-factor/step-up {code} or {password} (without two-factor): sensitive actions go through for 5 minutes. */
export function stepUp(body: StepUpBody) {
  return call(TWO_FACTOR_API.stepUp, { body });
}
