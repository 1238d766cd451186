import { useQuery } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/platform/mails: the newest mails of the outbox (never a body or link). */
export const getMails = (signal?: AbortSignal) => callOperator(CONSOLE_API.mails, { signal });

export const useMails = () => useQuery({ queryKey: ['console', 'mails'], queryFn: ({ signal }) => getMails(signal) });
