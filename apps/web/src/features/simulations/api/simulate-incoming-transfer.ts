import type { z } from 'zod/mini';
import { SIMULATION_API, type incomingTransferBody } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/sandbox/simulations/incoming-transfer: the bank books a transfer arriving on the account. */
export const simulateIncomingTransfer = (body: z.input<typeof incomingTransferBody>) => call(SIMULATION_API.incomingTransfer, { body });
