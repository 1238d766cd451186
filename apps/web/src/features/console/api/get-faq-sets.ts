import { useQuery } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/faq/sets: the stored sets and their sizes. */
export const getFaqSets = (signal?: AbortSignal) => callOperator(CONSOLE_CONTENT_API.faqSets, { signal });

export const useFaqSets = () => useQuery({ queryKey: ['console', 'faq', 'sets'], queryFn: ({ signal }) => getFaqSets(signal) });
