import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_REVIEWS_API, pathOf, type IdentityDocumentKind } from '@portal/contract';
import { send } from '../../../lib/api-client';
import { attachmentName, saveBlob } from '../../../lib/files';
import { operatorSessionStore } from '../lib/operator-session';

/** GET /api-operator/reviews/:id/documents/:kind with the operator's token (never in the address): the file. */
export async function getReviewDocument(o: { id: string; kind: IdentityDocumentKind }, signal?: AbortSignal) {
  const response = await send('GET', pathOf(CONSOLE_REVIEWS_API.document, { id: o.id, kind: o.kind }), {
    token: operatorSessionStore.token() ?? '',
    signal,
  });
  return { blob: await response.blob(), name: attachmentName(response.headers.get('content-disposition'), o.kind) };
}

/** The bytes as a data: URL (the page's CSP allows images from 'self' and data:, not blob:). */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });

/** An image document, to show inline. */
export const useReviewDocument = (o: { id: string; kind: IdentityDocumentKind; enabled: boolean }) =>
  useQuery(
    queryOptions({
      queryKey: ['console', 'review', o.id, 'document', o.kind],
      queryFn: async ({ signal }) => ({ dataUrl: await dataUrlOf((await getReviewDocument(o, signal)).blob) }),
      enabled: o.enabled,
      staleTime: Infinity,
    }),
  );

/** Any other document: downloaded (nothing leaves the browser). */
export async function downloadReviewDocument(o: { id: string; kind: IdentityDocumentKind }) {
  const file = await getReviewDocument(o);
  saveBlob(file.blob, file.name);
}
