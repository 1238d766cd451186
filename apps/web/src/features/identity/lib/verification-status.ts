import type { KycStatus } from '@portal/contract';

/** The /kyb screen's line about where the verification stands (keys of the `kyb` namespace). */
export const STATUS_TEXT = {
  NONE: 'status.none',
  CREATED: 'status.created',
  PAID: 'status.paid',
  IN_PROGRESS: 'status.inProgress',
  PENDING: 'status.pending',
  REJECTED: 'status.rejected',
  VERIFIED: 'status.verified',
} as const satisfies Record<KycStatus | 'NONE', string>;
