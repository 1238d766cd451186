import { useMutation } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API, type ConsoleNoticeBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/notices: sends it to every member of the audience. */
export const sendNotice = (body: ConsoleNoticeBody) => callOperator(CONSOLE_CONTENT_API.sendNotice, { body });

export const useSendNotice = () => useMutation({ mutationFn: sendNotice });
