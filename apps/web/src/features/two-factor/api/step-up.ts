import { TWO_FACTOR_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/two-factor/step-up {code}: sensitive actions go through for the next 5 minutes. */
export function stepUp(code: string) {
  return call(TWO_FACTOR_API.stepUp, { body: { code } });
}
