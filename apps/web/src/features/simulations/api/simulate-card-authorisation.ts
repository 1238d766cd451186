import type { z } from 'zod/mini';
import { SIMULATION_API, type cardAuthorisationBody } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api-portal/sandbox/simulations/card-authorisations: a merchant asks to take an amount from the card. */
export const simulateCardAuthorisation = (body: z.input<typeof cardAuthorisationBody>) => call(SIMULATION_API.cardAuthorisation, { body });
