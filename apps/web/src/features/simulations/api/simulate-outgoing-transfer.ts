import type { z } from 'zod/mini';
import { SIMULATION_API, type outgoingTransferBody } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/sandbox/simulations/outgoing-transfer: the account is debited, and the amount returned if asked. */
export const simulateOutgoingTransfer = (body: z.input<typeof outgoingTransferBody>) => call(SIMULATION_API.outgoingTransfer, { body });
