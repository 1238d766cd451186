import { useMutation } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API, type ConsoleNoticeBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/notices/preview: recipients per language and the sanitized texts; sends nothing. */
export const previewNotice = (body: ConsoleNoticeBody) => callOperator(CONSOLE_CONTENT_API.noticePreview, { body });

export const usePreviewNotice = () => useMutation({ mutationFn: previewNotice });
