import { SIMULATION_API, type VERIFICATION_OUTCOMES } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST …/clients/{clientId}/verification: the bank approves or rejects the client (by its last name when not told). */
export const simulateClientVerification = ({ clientId, outcome }: { clientId: string; outcome?: (typeof VERIFICATION_OUTCOMES)[number] }) =>
  call(SIMULATION_API.clientVerification, { params: { clientId }, body: { outcome } });
