import type { z } from 'zod';
import { buildUrl } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { sessionStore } from './session';

async function send(method: 'GET' | 'POST', path: string, body?: FormData): Promise<Response> {
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { method, body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (response.status === 401) sessionStore.clear();
  if (!response.ok) {
    const text = await response.text();
    let payload: unknown = text;
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError({ status: response.status, statusText: response.statusText, payload });
  }
  return response;
}

/**
 * A multipart/form-data call (files and fields); the browser sets the boundary. Errors and 401
 * behave as in the JSON client: an ApiError, and a 401 ends the session.
 */
export async function postForm<S extends z.ZodType>(path: string, form: FormData, schema: S): Promise<z.output<S>> {
  const response = await send('POST', path, form);
  return schema.parse(await response.json()) as z.output<S>;
}

/** Fetches a protected file with the session token and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await send('GET', path);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
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
