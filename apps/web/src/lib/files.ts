import type { z } from 'zod/mini';
import { send } from './api-client';

/**
 * A multipart/form-data call (files and fields); the browser sets the boundary. Errors and 401
 * behave as in the JSON client: an ApiError, and a 401 ends the session.
 */
export async function postForm<S extends z.ZodMiniType>(path: string, form: FormData, schema: S): Promise<z.output<S>> {
  const response = await send('POST', path, { body: form });
  return schema.parse(await response.json()) as z.output<S>;
}

/** The name the server gives the file: `filename*` (RFC 6266, UTF-8) first, then `filename`, else the fallback. */
export function attachmentName(disposition: string | null, fallbackName: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallbackName;
}

/** Hands a blob to the browser as a download (nothing leaves the browser). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a protected file with the session token (CSV exports, invoice PDFs, ticket attachments) and
 * hands it to the browser as a download; errors as in the JSON client.
 */
export async function downloadFile(path: string, fallbackName: string, query?: Record<string, string | number | undefined>): Promise<void> {
  const response = await send('GET', path, { query });
  saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition'), fallbackName));
}
