import { SIMULATION_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

export type AuthorisationClose = 'settle' | 'reverse';

/** POST …/card-authorisations/{id}/settlement or /reversal: the merchant takes the held amount, or lets it go. */
export const closeCardAuthorisation = ({ authorisationId, close }: { authorisationId: string; close: AuthorisationClose }) =>
  call(close === 'settle' ? SIMULATION_API.cardSettlement : SIMULATION_API.cardReversal, { params: { authorisationId } });
