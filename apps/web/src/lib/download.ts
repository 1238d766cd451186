import { buildUrl } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { sessionStore } from './session';

/** Fetches a file with the session and hands it to the browser as a download; errors as ApiError. */
export async function downloadFile(path: string, query: Record<string, string | number | undefined>, fallbackName: string): Promise<void> {
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const text = await response.text();
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    throw new ApiError({ status: response.status, statusText: response.statusText, payload });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
