import { useMutation } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/faq/preview: an answer as partners will see it. */
export const previewFaqAnswer = (answer: string) => callOperator(CONSOLE_CONTENT_API.faqPreview, { body: { answer } });

export const usePreviewFaqAnswer = () => useMutation({ mutationFn: previewFaqAnswer });
