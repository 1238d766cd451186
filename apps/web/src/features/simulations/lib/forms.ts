import { z } from 'zod/mini';
import { cardAuthorisationBody, incomingTransferBody, outgoingTransferBody, VERIFICATION_OUTCOMES, walletIdRef } from '@portal/contract';
import type { IssueKeys } from '../../../lib/form-issues';

/** The forms check the contract's schemas, the ones the server validates (partner API and portal alike). */
export const transferSchemas = { in: incomingTransferBody, out: outgoingTransferBody } as const;
export type TransferValues = z.input<typeof outgoingTransferBody>;
export const cardAuthorisationSchema = cardAuthorisationBody;
export type CardAuthorisationValues = z.input<typeof cardAuthorisationBody>;

export const ACCOUNT_ACTIONS = ['freeze', 'unfreeze'] as const;
export const accountStatusSchema = z.object({ walletId: walletIdRef, action: z.enum(ACCOUNT_ACTIONS) });
export type AccountStatusValues = z.input<typeof accountStatusSchema>;

/** 'auto': the server decides by the magic last name, as the API does without `outcome`. */
export const CLIENT_OUTCOMES = ['auto', ...VERIFICATION_OUTCOMES] as const;
export const clientVerificationSchema = z.object({
  clientId: z.string().check(z.trim(), z.minLength(1)),
  outcome: z.enum(CLIENT_OUTCOMES),
});
export type ClientVerificationValues = z.input<typeof clientVerificationSchema>;

/** Catalogue keys (`simulations`) of the forms' issues. */
export const SIMULATION_ISSUES = {
  required: 'form.required',
  walletId: 'form.walletIdInvalid',
  cardId: 'form.walletIdInvalid',
  amount: 'form.amountInvalid',
  details: 'form.tooLong',
  merchant: 'form.tooLong',
  '*': 'form.invalid',
} as const satisfies IssueKeys;
