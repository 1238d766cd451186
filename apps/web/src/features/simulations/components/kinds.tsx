import type { ReactNode } from 'react';
import { AccountStatusForm } from './account-status-form';
import { CardAuthorisationForm } from './card-authorisation-form';
import { ClientVerificationForm } from './client-verification-form';
import { TransferForm } from './transfer-form';

/** What a detail page's Simulate menu is on: its simulations get the entity's id, fixed. */
export type SimulationEntity = 'account' | 'card';

type Key = 'incomingTransfer' | 'outgoingTransfer' | 'cardAuthorisation' | 'accountStatus' | 'clientVerification';

/** Every simulation the portal runs (one form each), and the detail page that offers it. */
export const SIMULATION_KINDS: { key: Key; on?: SimulationEntity; form: (id?: string) => ReactNode }[] = [
  { key: 'incomingTransfer', on: 'account', form: (id) => <TransferForm direction="in" walletId={id} /> },
  { key: 'outgoingTransfer', on: 'account', form: (id) => <TransferForm direction="out" walletId={id} /> },
  { key: 'cardAuthorisation', on: 'card', form: (id) => <CardAuthorisationForm cardId={id} /> },
  { key: 'accountStatus', on: 'account', form: (id) => <AccountStatusForm walletId={id} /> },
  { key: 'clientVerification', form: () => <ClientVerificationForm /> },
];
