import { SIMULATION_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST …/accounts/{walletId}/freeze or /unfreeze: the bank's compliance team blocks the account, or releases it. */
export const simulateAccountStatus = ({ walletId, action }: { walletId: string; action: 'freeze' | 'unfreeze' }) =>
  call(action === 'freeze' ? SIMULATION_API.accountFreeze : SIMULATION_API.accountUnfreeze, { params: { walletId } });
