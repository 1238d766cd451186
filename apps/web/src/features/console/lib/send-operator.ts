import type { z } from 'zod/mini';
import { send } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { attachmentName, saveBlob } from '../../../lib/files';
import { operatorSessionStore } from './operator-session';

/** `send()` with the operator's token only; a 401 of that token ends the console session (as `callOperator`). */
async function sendOperator(method: 'GET' | 'POST', path: string, body?: BodyInit): Promise<Response> {
  const token = operatorSessionStore.token() ?? '';
  try {
    return await send(method, path, { body, token });
  } catch (err) {
    if (isApiError(err) && err.status === 401 && token && token === operatorSessionStore.token()) operatorSessionStore.clear();
    throw err;
  }
}

/** A multipart call of the console (text fields and files); the browser sets the boundary. */
export async function postOperatorForm<S extends z.ZodMiniType>(path: string, form: FormData, schema: S): Promise<z.output<S>> {
  const response = await sendOperator('POST', path, form);
  return schema.parse(await response.json()) as z.output<S>;
}

/** Fetches a file of the console with the operator's token and hands it to the browser as a download. */
export async function downloadOperatorFile(path: string, fallbackName: string): Promise<void> {
  const response = await sendOperator('GET', path);
  saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition'), fallbackName));
}
